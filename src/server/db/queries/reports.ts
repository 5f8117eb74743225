import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportTargetKind } from '../../../shared/schemas/report';
import type { Database } from '../client';
import { conversations, listings, orders, reports, reviews, users } from '../schema';
import { readableBy } from './conversationViews';
import { approvedLiteral } from './listingVisibility';
import { insertNotifications } from './notifications';
import { targetColumns, targetOf } from './reportTargets';

/**
 * Reporting a listing, a review or a conversation to the admin (docs/product.md#reports,
 * decision 0051). One open report per person and thing (a unique index); the admins are told
 * when a thing gets its first open report, in the same transaction.
 */

/** Why a report was not filed; the route words each one. */
export type ReportRefusal = 'missing' | 'own' | 'removedReview';

/** What a report is about, as found for the reporter: its title and whom it is about. */
interface Found {
  title: string;
  reported: string;
  /** Its reporter wrote it themselves (their own listing or review). */
  own: boolean;
  removed: boolean;
}

/** The thing, if the reporter may report it: a listing anyone sees, any review, their conversation. */
async function findTarget(
  db: Database,
  kind: ReportTargetKind,
  id: string,
  reporterId: string,
): Promise<Found | undefined> {
  const me = sql`${reporterId}::uuid`;
  const queries: Record<ReportTargetKind, () => Promise<Found[]>> = {
    listing: () =>
      db
        .select({
          title: listings.bookTitle,
          reported: listings.sellerId,
          own: sql<boolean>`${listings.sellerId} = ${me}`,
          removed: sql<boolean>`false`,
        })
        .from(listings)
        .where(and(eq(listings.id, id), approvedLiteral)),
    review: () =>
      db
        .select({
          title: orders.bookTitle,
          reported: reviews.buyerId,
          own: sql<boolean>`${reviews.buyerId} = ${me}`,
          removed: sql<boolean>`${reviews.removedAt} is not null`,
        })
        .from(reviews)
        .innerJoin(orders, eq(orders.id, reviews.orderId))
        .where(eq(reviews.id, id)),
    conversation: () =>
      db
        .select({
          title: conversations.bookTitle,
          reported: sql<string>`case when ${conversations.buyerId} = ${me}
            then ${conversations.sellerId} else ${conversations.buyerId} end`,
          own: sql<boolean>`false`,
          removed: sql<boolean>`false`,
        })
        .from(conversations)
        .where(and(eq(conversations.id, id), readableBy(reporterId))),
  };
  return (await queries[kind]())[0];
}

/** Open reports about the same thing as `report` (a row of reports), other than it. */
export const othersOpenAbout = (kind: ReportTargetKind, id: string, besides: string): SQL =>
  and(
    sql`${reports.resolvedAt} is null`,
    eq(targetOf(kind), id),
    sql`${reports.id} <> ${besides}::uuid`,
  )!;

/**
 * Files the reporter's report, or finds their open one about the same thing (reporting twice adds
 * nothing). Each admin gets a `report_received` notification when nobody else has an open report
 * about it, so many reports of one spam listing tell the admin once.
 */
export async function fileReport(
  db: Database,
  reporterId: string,
  kind: ReportTargetKind,
  targetId: string,
  reason: string,
): Promise<{ id: string } | ReportRefusal> {
  return db.transaction(async (tx) => {
    const found = await findTarget(tx, kind, targetId, reporterId);
    if (!found) return 'missing';
    if (found.own) return 'own';
    if (found.removed) return 'removedReview';
    const [inserted] = await tx
      .insert(reports)
      .values({
        targetKind: kind,
        ...targetColumns(kind, targetId),
        targetTitle: found.title,
        reporterId,
        reportedUserId: found.reported,
        reason,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!inserted) {
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(targetOf(kind), targetId),
            sql`${reports.resolvedAt} is null`,
          ),
        );
      if (!open) throw new Error('report neither inserted nor found');
      return { id: open.id };
    }
    const [other] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(othersOpenAbout(kind, targetId, inserted.id))
      .limit(1);
    if (!other) {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      await insertNotifications(
        tx,
        admins.map(({ id }) => ({
          userId: id,
          kind: 'report_received' as const,
          data: { report_id: inserted.id, target_kind: kind },
        })),
      );
    }
    return { id: inserted.id };
  });
}
