import { z } from 'zod';
import {
  CONVERSATION_PAGE_SIZE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
} from '../constants';
import { OFFER_EVENTS } from '../offerRules';
import { IdSchema } from './common';
import { ORDER_EVENT_REASONS } from './orderLife';
import { REPORT_OUTCOMES, REPORT_TARGET_KINDS } from './report';

const isoDate = z.iso.datetime({ offset: true });

/** Why a buyer's order was cancelled: it expired unpaid, another buyer paid first, the book was deleted. */
export const CANCELLATION_REASONS = [
  'expired',
  'sold_to_another_buyer',
  'listing_deleted',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * What each kind of notification carries: enough for the text and the link, copied when it is
 * written (a later change of the book or the person does not rewrite what was said then).
 */
const order = { order_id: IdSchema, listing_id: IdSchema.nullable(), book_title: z.string() };
const reportOutcome = {
  target_kind: z.enum(REPORT_TARGET_KINDS),
  outcome: z.enum(REPORT_OUTCOMES),
  title: z.string(),
};
export const NotificationDataSchemas = {
  /** To the seller: a buyer ordered their book (link: My Products). */
  book_ordered: z.object({ ...order, buyer_name: z.string() }),
  /** To the seller: the order was paid; where the buyer wants to meet (link: My Products). */
  order_paid: z.object({ ...order, buyer_name: z.string(), meeting_place: z.string() }),
  /** To the buyer: their order was cancelled, and why (link: My Orders). */
  order_cancelled: z.object({ ...order, reason: z.enum(CANCELLATION_REASONS) }),
  /**
   * To the other person of an order: what changed in its life (a meet-up proposed or agreed,
   * the handover, a cancellation, a locked code, a problem and its outcome). Link: the order.
   */
  order_changed: z.object({
    ...order,
    change: z.enum(ORDER_EVENT_REASONS),
    to: z.enum(['buyer', 'seller']),
  }),
  /** To the seller: the admin verified them (link: My Products). */
  seller_verified: z.object({}),
  /** To a participant: unread messages in a conversation (link: the conversation). */
  new_message: z.object({
    conversation_id: IdSchema,
    book_title: z.string(),
    sender_name: z.string(),
  }),
  /** To the seller: a buyer rated them (link: the seller's page). */
  new_review: z.object({
    review_id: IdSchema,
    seller_id: IdSchema,
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    book_title: z.string(),
  }),
  /** To each admin: someone reported a thing nobody else had an open report about (link: Reports). */
  report_received: z.object({ report_id: IdSchema, target_kind: z.enum(REPORT_TARGET_KINDS) }),
  /**
   * To whoever reported it: the admin's outcome. `title` is the book's; the ids link what is
   * still there (the book, the seller page of the review, the conversation), else none.
   */
  report_resolved: z.object({
    ...reportOutcome,
    listing_id: IdSchema.nullable(),
    seller_id: IdSchema.nullable(),
    conversation_id: IdSchema.nullable(),
  }),
  /** To the person it was about (link: My Products, My Orders or the conversation). */
  report_outcome: z.object({ ...reportOutcome, conversation_id: IdSchema.nullable() }),
  /** To the seller: the admin approved their listing, or refused and deleted it (link: My Products). */
  listing_approval: z.object({
    listing_id: IdSchema.nullable(),
    book_title: z.string(),
    approved: z.boolean(),
  }),
  /**
   * To the other person of an offer: its step (made, countered, accepted, declined, expired) at
   * `amount`; `to` is the reader's side. Link: the conversation about the book.
   */
  offer_changed: z.object({
    offer_id: IdSchema,
    conversation_id: IdSchema,
    listing_id: IdSchema,
    book_title: z.string(),
    event: z.enum(OFFER_EVENTS),
    amount: z.number(),
    to: z.enum(['buyer', 'seller']),
  }),
} as const;

export type NotificationKind = keyof typeof NotificationDataSchemas;
export const NOTIFICATION_KINDS = Object.keys(NotificationDataSchemas) as [
  NotificationKind,
  ...NotificationKind[],
];
export type NotificationData<K extends NotificationKind> = z.infer<
  (typeof NotificationDataSchemas)[K]
>;

const base = { _id: IdSchema, read: z.boolean(), created_at: isoDate };

/** One notification as its person sees it on the Notifications page. */
export const NotificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('book_ordered'),
    data: NotificationDataSchemas.book_ordered,
  }),
  z.object({ ...base, kind: z.literal('order_paid'), data: NotificationDataSchemas.order_paid }),
  z.object({
    ...base,
    kind: z.literal('order_cancelled'),
    data: NotificationDataSchemas.order_cancelled,
  }),
  z.object({
    ...base,
    kind: z.literal('order_changed'),
    data: NotificationDataSchemas.order_changed,
  }),
  z.object({
    ...base,
    kind: z.literal('seller_verified'),
    data: NotificationDataSchemas.seller_verified,
  }),
  z.object({ ...base, kind: z.literal('new_message'), data: NotificationDataSchemas.new_message }),
  z.object({ ...base, kind: z.literal('new_review'), data: NotificationDataSchemas.new_review }),
  z.object({
    ...base,
    kind: z.literal('report_received'),
    data: NotificationDataSchemas.report_received,
  }),
  z.object({
    ...base,
    kind: z.literal('report_resolved'),
    data: NotificationDataSchemas.report_resolved,
  }),
  z.object({
    ...base,
    kind: z.literal('report_outcome'),
    data: NotificationDataSchemas.report_outcome,
  }),
  z.object({
    ...base,
    kind: z.literal('listing_approval'),
    data: NotificationDataSchemas.listing_approval,
  }),
  z.object({
    ...base,
    kind: z.literal('offer_changed'),
    data: NotificationDataSchemas.offer_changed,
  }),
]);

/**
 * GET /notifications?limit&before: newest first; `before` is the last page's `next` (the id of
 * the page's last notification), null at the oldest.
 */
export const NotificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_PAGE_SIZE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
  before: IdSchema.optional(),
});
export const NotificationsPageSchema = z.object({
  items: z.array(NotificationSchema),
  next: IdSchema.nullable(),
});

/** POST /notifications/{id}/read and POST /notifications/read-all: how many are still unread. */
export const NotificationsReadResponseSchema = z.object({
  unread: z.number().int().nonnegative(),
});

export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;
