import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { isPostgresError, UNIQUE_VIOLATION } from '../postgresErrors';
import { gatewaySessions, listings, orders } from '../schema';

export type GatewaySessionRow = typeof gatewaySessions.$inferSelect;
export type NewGatewaySession = typeof gatewaySessions.$inferInsert;

/** What judging a validated transaction writes: the gateway's facts and our verdict. */
export type SessionJudgment = Pick<
  NewGatewaySession,
  'status' | 'valId' | 'bankTranId' | 'paidAmount' | 'method' | 'riskLevel' | 'riskTitle'
>;

/** How many open sessions one sweep asks the gateway about; the next sweep goes on. */
const OPEN_SESSIONS_PER_SWEEP = 50;

export async function insertGatewaySession(db: Database, session: NewGatewaySession) {
  await db.insert(gatewaySessions).values(session);
}

export async function findGatewaySession(db: Database, tranId: string) {
  const [row] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.tranId, tranId));
  return row;
}

/**
 * Records the judgment of a session still open, once: a second notification (or the sweep)
 * finds it judged and changes nothing, and a validation id already recorded elsewhere is
 * refused by its unique index. Answers the row as it now stands.
 */
export async function judgeGatewaySession(
  db: Database,
  tranId: string,
  judgment: SessionJudgment,
): Promise<GatewaySessionRow | undefined> {
  try {
    await db
      .update(gatewaySessions)
      .set({ ...judgment, heldAt: judgment.status === 'held' ? sql`now()` : null })
      .where(
        and(
          eq(gatewaySessions.tranId, tranId),
          eq(gatewaySessions.status, 'open'),
          isNull(gatewaySessions.valId),
        ),
      );
  } catch (error) {
    if (!isPostgresError(error, UNIQUE_VIOLATION)) throw error;
  }
  return findGatewaySession(db, tranId);
}

/** Moves a session from one status to another; false when it was not in `from` any more. */
export async function moveGatewaySession(
  db: Database,
  tranId: string,
  from: GatewaySessionRow['status'],
  to: GatewaySessionRow['status'],
): Promise<boolean> {
  const moved = await db
    .update(gatewaySessions)
    .set({ status: to })
    .where(and(eq(gatewaySessions.tranId, tranId), eq(gatewaySessions.status, from)))
    .returning({ tranId: gatewaySessions.tranId });
  return moved.length === 1;
}

export async function withdrawGatewaySession(db: Database, tranId: string) {
  await db
    .update(gatewaySessions)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(gatewaySessions.tranId, tranId), isNull(gatewaySessions.withdrawnAt)));
}

export async function recordGatewayRefund(db: Database, tranId: string, refundRefId: string) {
  await db
    .update(gatewaySessions)
    .set({ refundRefId })
    .where(and(eq(gatewaySessions.tranId, tranId), isNull(gatewaySessions.refundRefId)));
}

/** Open sessions the server still wants paid, oldest first: the sweep asks the gateway. */
export async function openGatewaySessionIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ tranId: gatewaySessions.tranId })
    .from(gatewaySessions)
    .where(and(eq(gatewaySessions.status, 'open'), isNull(gatewaySessions.withdrawnAt)))
    .orderBy(asc(gatewaySessions.createdAt))
    .limit(OPEN_SESSIONS_PER_SWEEP);
  return rows.map(({ tranId }) => tranId);
}

/**
 * Keeps the book held for an order whose payment waits for the admin's review (the expiry
 * sweep skips an order whose book is held for it), or lets it go (`release`) once refunded.
 */
export async function holdBookForReview(db: Database, orderId: string, release: boolean) {
  const until = release ? sql`now()` : sql`now() + interval '30 days'`;
  await db
    .update(listings)
    .set({ reservedOrderId: orderId, reservedUntil: until })
    .where(
      and(
        sql`${listings.id} = (select listing_id from ${orders} where id = ${orderId})`,
        eq(listings.sold, false),
        release
          ? eq(listings.reservedOrderId, orderId)
          : sql`(${listings.reservedOrderId} is null or ${listings.reservedOrderId} = ${orderId}
                 or ${listings.reservedUntil} < now())`,
      ),
    );
}

/** The payments held for review, newest first, with what the admin needs to judge them. */
export async function heldGatewaySessions(db: Database) {
  return db
    .select({
      tranId: gatewaySessions.tranId,
      orderId: gatewaySessions.orderId,
      bookTitle: orders.bookTitle,
      buyerEmail: gatewaySessions.buyerEmail,
      amountCents: gatewaySessions.amountCents,
      method: gatewaySessions.method,
      riskTitle: gatewaySessions.riskTitle,
      heldAt: gatewaySessions.heldAt,
    })
    .from(gatewaySessions)
    .innerJoin(orders, eq(orders.id, gatewaySessions.orderId))
    .where(eq(gatewaySessions.status, 'held'))
    .orderBy(desc(gatewaySessions.heldAt));
}
