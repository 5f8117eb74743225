import type { Report, ReportTargetKind } from '../../../shared/schemas';
import { nextTestId } from './errorResponse';
import { registerReset } from './storeResets';

/**
 * A report as the handlers keep it: the queue's answer without its people, who are named by
 * e-mail and answered as they are at the time of asking (stopped from sending or not).
 */
export type StoredReport = Omit<Report, 'reporter' | 'reported' | 'open_about_target'> & {
  reporter_email: string;
  reported_email: string | null;
};

/**
 * The server's reports and the listings waiting for the admin's approval, as the handlers see
 * them; empty after each test. Apart from reportsHandlers.ts so that the conversation and
 * seller-listing handlers read it without importing the handlers that read them.
 */
export const moderationStore = {
  reports: [] as StoredReport[],
  /** Ids of serverListings waiting for approval. */
  awaitingApproval: new Set<string>(),
};

registerReset(() => {
  moderationStore.reports.length = 0;
  moderationStore.awaitingApproval.clear();
}, 'referencing');

let clock = Date.parse('2026-11-25T10:00:00.000Z');

/** Files a report, as POST /…/report does; tests seed the queue with it. */
export function addReport(
  fields: Pick<StoredReport, 'kind' | 'target_id' | 'title' | 'reporter_email'> &
    Partial<StoredReport>,
): StoredReport {
  clock += 60_000;
  const report: StoredReport = {
    _id: nextTestId(),
    img: '',
    listing_id: null,
    seller_id: null,
    review: null,
    reason: 'Looks like spam.',
    created_at: new Date(clock).toISOString(),
    reported_email: null,
    resolution: null,
    ...fields,
  };
  moderationStore.reports.push(report);
  return report;
}

/** The open reports about one thing. */
export const openReportsAbout = (kind: ReportTargetKind, targetId: string | null) =>
  moderationStore.reports.filter(
    (report) => report.kind === kind && report.target_id === targetId && report.resolution === null,
  );

/** Whether `email` has an open report about the conversation (its `reported` flag). */
export const hasReportedConversation = (conversationId: string, email: string) =>
  openReportsAbout('conversation', conversationId).some(
    ({ reporter_email }) => reporter_email === email,
  );

/** Whether anyone ever reported the conversation (the admin may read it then). */
export const isReportedConversation = (conversationId: string) =>
  moderationStore.reports.some(
    ({ kind, target_id }) => kind === 'conversation' && target_id === conversationId,
  );
