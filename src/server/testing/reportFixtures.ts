import { eq } from 'drizzle-orm';
import type { ReportTargetKind } from '../../shared/schemas/report';
import type { Database } from '../db/client';
import { targetColumns } from '../db/queries/reportTargets';
import { reports } from '../db/schema';
import { addConversation } from './conversationFixtures';
import { addListing, BUYER, OWNER, userId } from './listingFixtures';
import { addPerson } from './orderFixtures';
import { addReviewRow } from './reviewFixtures';

/**
 * Test helpers of reports (routes/reports.ts): an open report written straight to the database
 * about a fresh thing of each kind, by `reporter` (the demo buyer unless said), about a fresh
 * seller's listing, a review of the demo seller by a fresh buyer, or the buyer's conversation.
 */
export interface FixtureReport {
  id: string;
  targetId: string;
}

async function freshTarget(db: Database, kind: ReportTargetKind, reporter: string) {
  if (kind === 'listing') {
    const seller = await addPerson(db, 'seller');
    return { targetId: await addListing(db, { seller }), reported: seller };
  }
  if (kind === 'review') {
    const writer = await addPerson(db);
    return { targetId: await addReviewRow(db, { buyer: writer, seller: OWNER }), reported: writer };
  }
  const conversation = await addConversation(db, { buyer: reporter });
  return { targetId: conversation.id, reported: conversation.seller };
}

export async function addReport(
  db: Database,
  kind: ReportTargetKind,
  { reporter = BUYER, reason = 'Looks like spam.' } = {},
): Promise<FixtureReport> {
  const { targetId, reported } = await freshTarget(db, kind, reporter);
  const [row] = await db
    .insert(reports)
    .values({
      targetKind: kind,
      ...targetColumns(kind, targetId),
      targetTitle: 'Fixture Book',
      reporterId: await userId(db, reporter),
      reportedUserId: await userId(db, reported),
      reason,
    })
    .returning({ id: reports.id });
  return { id: row!.id, targetId };
}

export async function reportRow(db: Database, id: string) {
  return (await db.select().from(reports).where(eq(reports.id, id)))[0];
}
