import { z } from 'zod';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { IdSchema, TextSchema } from './common';
import { SellerRatingSchema } from './review';

const isoDate = z.iso.datetime({ offset: true });

/** What can be reported to the admin (docs/product.md#reports). */
export const REPORT_TARGET_KINDS = ['listing', 'review', 'conversation'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/**
 * How the admin closed a report: `removed` took the listing or review down (for a conversation,
 * the admin removed messages or stopped a person on its card first); `no_action` left it.
 */
export const REPORT_OUTCOMES = ['removed', 'no_action'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** POST /listings/{id}/report, /reviews/{id}/report, /conversations/{id}/report: why. */
export const ReportPayloadSchema = z.strictObject({
  reason: TextSchema.trim()
    .min(1, VALIDATION.reportReasonRequired)
    .max(REPORT_REASON_MAX_LENGTH, VALIDATION.reportReasonTooLong),
});

/** A person named on a report card, with whether the admin stopped their messages. */
export const ReportPersonSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  sending_blocked: z.boolean(),
});

/**
 * One report as the admin sees it in the queue. `title` is what it was about as it was called
 * when reported (the book's title), kept after the thing is gone; `target_id` is the listing,
 * review or conversation, null once deleted. `listing_id` links the book page (a listing's own,
 * a conversation's book); `seller_id` the seller page a review shows on. `review` is the review's
 * current stars and words. `reported` is the listing's seller, the review's writer, or the other
 * person of the conversation.
 */
export const ReportSchema = z.object({
  _id: IdSchema,
  kind: z.enum(REPORT_TARGET_KINDS),
  target_id: IdSchema.nullable(),
  title: z.string(),
  img: z.string(),
  listing_id: IdSchema.nullable(),
  seller_id: IdSchema.nullable(),
  review: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  reason: z.string(),
  created_at: isoDate,
  reporter: ReportPersonSchema,
  reported: ReportPersonSchema.nullable(),
  /** How many reports about the same thing are open (this one included): resolving closes all. */
  open_about_target: z.number().int().nonnegative(),
  resolution: z
    .object({ outcome: z.enum(REPORT_OUTCOMES), note: z.string(), resolved_at: isoDate })
    .nullable(),
});

/** GET /admin/reports?status: open ones oldest first (a queue), or the latest resolved. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const ReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
});
export const ReportListSchema = z.object({
  items: z.array(ReportSchema),
  /** All of that status; the list shows at most REPORTS_PAGE_SIZE. */
  total: z.number().int().nonnegative(),
});

/**
 * PUT /admin/reports/{id}/resolution: the admin's outcome and a note saying why (kept on the
 * report; for a removed review it is the reason its writer sees on My Orders). Closes every open
 * report about the same thing.
 */
export const ReportResolutionPayloadSchema = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES),
  note: TextSchema.trim()
    .min(1, VALIDATION.reportNoteRequired)
    .max(REPORT_NOTE_MAX_LENGTH, VALIDATION.reportNoteTooLong),
});
export const ReportResolutionResponseSchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES),
  /** The reports it closed: the one named and the others about the same thing. */
  resolved: z.number().int().positive(),
});

/**
 * GET /admin/sellers/{id}/summary: what the admin weighs before verifying a seller. `listings`
 * counts those not yet sold, `sales` the paid orders of their books, `open_reports` the open
 * reports about them (their listings, reviews they wrote, their conversations).
 */
export const SellerSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  joined_at: isoDate,
  listings: z.number().int().nonnegative(),
  sales: z.number().int().nonnegative(),
  rating: SellerRatingSchema,
  open_reports: z.number().int().nonnegative(),
});

export type ReportPayload = z.infer<typeof ReportPayloadSchema>;
export type Report = z.infer<typeof ReportSchema>;
export type ReportList = z.infer<typeof ReportListSchema>;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportResolutionPayload = z.infer<typeof ReportResolutionPayloadSchema>;
export type ReportResolutionResponse = z.infer<typeof ReportResolutionResponseSchema>;
export type SellerSummary = z.infer<typeof SellerSummarySchema>;
