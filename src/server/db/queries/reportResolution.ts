import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportOutcome, ReportTargetKind } from '../../../shared/schemas/report';
import type { Database } from '../client';
import { conversations, listings, reports, reviews } from '../schema';
import { deleteListingIn } from './listingChanges';
import { insertNotifications, type NewNotification } from './notifications';
import { targetOf } from './reportTargets';

/**
 * The admin closes a report (PUT /admin/reports/{id}/resolution, docs/product.md#reports): every
 * open report about the same thing at once, its removal if the outcome says so, and what each
 * reporter and the person it was about are told, in one transaction. Locks in the order of
 * decision 0034: the thing's row, then the reports, then people's event counters (notifications).
 */

export type ResolutionRefusal = 'missing' | 'resolved';

interface Resolution {
  adminId: string;
  reportId: string;
  outcome: ReportOutcome;
  note: string;
}

interface Resolved {
  resolved: number;
  /** A removed listing's photo, for the route to remove once nothing uses it. */
  removedImg?: string;
}

/**
 * Locks the thing's row before the reports' (deleting a listing or a review sets their reports'
 * column null, so it takes the same two in that order); answers a review's seller (their page).
 */
async function lockTarget(tx: Database, kind: ReportTargetKind, id: string) {
  const table = { listing: listings, review: reviews, conversation: conversations }[kind];
  const [row] = await tx
    .select({ sellerId: kind === 'review' ? reviews.sellerId : sql<null>`null` })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return { sellerId: row?.sellerId ?? null };
}

export async function resolveReport(
  db: Database,
  { adminId, reportId, outcome, note }: Resolution,
): Promise<Resolved | ResolutionRefusal> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        kind: reports.targetKind,
        targetId: sql<
          string | null
        >`coalesce(${reports.listingId}, ${reports.reviewId}, ${reports.conversationId})`,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) return 'missing';
    if (report.resolvedAt) return 'resolved';
    const { kind, targetId } = report;
    const { sellerId } = targetId ? await lockTarget(tx, kind, targetId) : { sellerId: null };

    const closed = await tx
      .update(reports)
      .set({ resolvedAt: sql`now()`, resolvedBy: adminId, outcome, note })
      .where(
        and(
          isNull(reports.resolvedAt),
          targetId ? eq(targetOf(kind), targetId) : eq(reports.id, reportId),
        ),
      )
      .returning({
        reporterId: reports.reporterId,
        reportedUserId: reports.reportedUserId,
        title: reports.targetTitle,
      });
    // Another admin closed them between the read and this update.
    if (closed.length === 0) return 'resolved';

    const told: NewNotification[] = [];
    let removedImg: string | undefined;
    const removes = outcome === 'removed' && targetId !== null;
    if (removes && kind === 'listing') {
      const deleted = await deleteListingIn(tx, targetId, () => true);
      if (deleted.outcome === 'deleted') removedImg = deleted.bookImg;
      told.push(...deleted.notifications);
    }
    if (removes && kind === 'review') {
      await tx
        .update(reviews)
        .set({ removedAt: sql`now()`, removedReason: note })
        .where(and(eq(reviews.id, targetId), isNull(reviews.removedAt)));
    }

    const title = closed[0]!.title;
    const about = { target_kind: kind, outcome, title };
    const stillThere = !(removes && kind === 'listing') && targetId !== null;
    const reporters = new Set(closed.map((row) => row.reporterId));
    for (const userId of reporters) {
      told.push({
        userId,
        kind: 'report_resolved',
        data: {
          ...about,
          listing_id: kind === 'listing' && stillThere ? targetId : null,
          seller_id: kind === 'review' ? sellerId : null,
          conversation_id: kind === 'conversation' ? targetId : null,
        },
      });
    }
    const reported = new Set(closed.flatMap((row) => row.reportedUserId ?? []));
    for (const userId of reported) {
      told.push({
        userId,
        kind: 'report_outcome',
        data: { ...about, conversation_id: kind === 'conversation' ? targetId : null },
      });
    }
    await insertNotifications(tx, told);
    return { resolved: closed.length, ...(removedImg ? { removedImg } : {}) };
  });
}
