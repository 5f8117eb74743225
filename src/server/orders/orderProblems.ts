import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { PROBLEM_REPORT_HOURS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import type { OrderEventReason, OrderProblemSchema } from '../../shared/schemas/orderLife';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { toPrice } from '../db/columns';
import { insertNotifications } from '../db/queries/notifications';
import { orderProblems, orders, sellerLedger } from '../db/schema';
import { HttpError, notFound } from '../httpError';
import type { IntentDeps } from '../payments/settlementTypes';
import { refundPayment, tellOtherSide } from './orderChanges';
import { ownedBy, type Party, requirePart } from './orderParties';
import { recordOrderEvents } from './orderTransition';

type OrderProblem = z.infer<typeof OrderProblemSchema>;
type ProblemRow = typeof orderProblems.$inferSelect;

const toProblem = (row: ProblemRow, order: typeof orders.$inferSelect): OrderProblem => ({
  _id: row.id,
  order_id: row.orderId,
  book_title: order.bookTitle,
  book_price: toPrice(order.bookPrice),
  buyer_name: order.name,
  seller_name: order.sellerName,
  reason: row.reason,
  details: row.details,
  created_at: row.createdAt.toISOString(),
  outcome: row.outcome,
  note: row.note,
});

/**
 * The buyer reports a problem with an online order within PROBLEM_REPORT_HOURS of its handover:
 * once per order (its unique order_id settles two at once). The seller is told; the admin sees it
 * in the queue of open problems.
 */
export async function reportProblem(
  db: Database,
  party: Party,
  { reason, details }: Pick<ProblemRow, 'reason' | 'details'>,
): Promise<string> {
  requirePart(party, 'buyer');
  const reported = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, party.order.id),
          ownedBy(party),
          eq(orders.status, 'handed_over'),
          eq(orders.paymentMethod, 'online'),
          sql`${orders.handedOverAt} > now() - make_interval(hours => ${PROBLEM_REPORT_HOURS})`,
        ),
      )
      .for('update');
    if (!order) throw new HttpError(409, SERVER_ERRORS.problemWindowClosed);
    const [row] = await tx
      .insert(orderProblems)
      .values({ orderId: order.id, reason, details })
      .onConflictDoNothing()
      .returning({ id: orderProblems.id });
    if (!row) throw new HttpError(409, SERVER_ERRORS.problemAlreadyReported);
    const unchanged = { orderId: order.id, fromStatus: order.status, toStatus: order.status };
    await recordOrderEvents(tx, [unchanged], 'problem_reported', {
      actor: 'buyer',
      actorId: party.userId,
    });
    await tellOtherSide(tx, party, order, 'problem_reported');
    return row.id;
  });
  return reported;
}

/** The order's problem report as its two people see it, with the admin's outcome and note. */
export async function problemOfOrder(db: Database, order: typeof orders.$inferSelect) {
  const [row] = await db.select().from(orderProblems).where(eq(orderProblems.orderId, order.id));
  if (!row) throw notFound(SERVER_ERRORS.problemNotFound);
  return toProblem(row, order);
}

/** The admin's queue: open problem reports, oldest first. */
export async function openProblems(db: Database): Promise<OrderProblem[]> {
  const rows = await db
    .select({ problem: orderProblems, order: orders })
    .from(orderProblems)
    .innerJoin(orders, eq(orders.id, orderProblems.orderId))
    .where(isNull(orderProblems.resolvedAt))
    .orderBy(asc(orderProblems.createdAt), asc(orderProblems.id));
  return rows.map(({ problem, order }) => toProblem(problem, order));
}

/**
 * The admin refunds or closes an open problem with a note both people see. One guarded UPDATE
 * (`resolved_at is null`) decides it once; a refund debits the seller's ledger by the order's
 * price in the same transaction and goes back through the provider after the commit.
 */
export async function resolveProblem(
  deps: IntentDeps,
  problemId: string,
  adminId: string,
  { outcome, note }: { outcome: 'refunded' | 'closed'; note: string },
): Promise<OrderProblem> {
  const resolved = await deps.db.transaction(async (tx) => {
    const [problem] = await tx
      .update(orderProblems)
      .set({ resolvedAt: sql`now()`, resolvedBy: adminId, outcome, note })
      .where(and(eq(orderProblems.id, problemId), isNull(orderProblems.resolvedAt)))
      .returning();
    if (!problem) return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.id, problem.orderId));
    if (!order) throw new Error(`problem ${problemId} names no order`);
    if (outcome === 'refunded' && order.sellerId) {
      await tx.insert(sellerLedger).values({
        sellerId: order.sellerId,
        orderId: order.id,
        kind: 'refund',
        amount: (-toPrice(order.bookPrice)).toFixed(2),
        note,
        recordedBy: adminId,
      });
    }
    const reason: OrderEventReason = outcome === 'refunded' ? 'problem_refunded' : 'problem_closed';
    const unchanged = { orderId: order.id, fromStatus: order.status, toStatus: order.status };
    await recordOrderEvents(tx, [unchanged], reason, { actor: 'admin', actorId: adminId });
    const about = { order_id: order.id, listing_id: order.listingId, book_title: order.bookTitle };
    await insertNotifications(tx, [
      {
        userId: order.buyerId,
        kind: 'order_changed',
        data: { ...about, change: reason, to: 'buyer' },
      },
      ...(order.sellerId
        ? [
            {
              userId: order.sellerId,
              kind: 'order_changed' as const,
              data: { ...about, change: reason, to: 'seller' as const },
            },
          ]
        : []),
    ]);
    return toProblem(problem, order);
  });
  if (!resolved) {
    const [exists] = await deps.db
      .select({ id: orderProblems.id })
      .from(orderProblems)
      .where(eq(orderProblems.id, problemId));
    throw exists
      ? new HttpError(409, SERVER_ERRORS.problemAlreadyResolved)
      : notFound(SERVER_ERRORS.problemNotFound);
  }
  if (outcome === 'refunded') await refundPayment(deps, resolved.order_id);
  return resolved;
}
