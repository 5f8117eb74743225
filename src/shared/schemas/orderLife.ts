import { z } from 'zod';
import { HANDOVER_CODE_DIGITS, PAYMENT_METHODS, REPORT_NOTE_MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { IdSchema, PriceSchema, TextSchema } from './common';

/**
 * An order's life (docs/decisions/0053-an-order-with-a-clear-life.md). The stored statuses keep
 * their first names: 'unpaid' is placed (online: waiting for the card payment; cash: waiting for
 * the meet-up), 'paid' is paid online (the money held until the handover), 'handed_over' is the
 * sale completed (a cash order then counts as paid in cash), 'cancelled' says why in its reason.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'handed_over', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** In which role someone changed an order; 'system' for expiry, a sale elsewhere, a deletion. */
export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Why an order changed: a row of its history, and a cancelled order's reason. */
export const ORDER_EVENT_REASONS = [
  'placed',
  'paid_online',
  'handed_over',
  'meetup_proposed',
  'meetup_agreed',
  'handover_locked',
  'expired',
  'cancelled_by_buyer',
  'seller_no_show',
  'cash_hold_expired',
  'not_handed_over_in_time',
  'listing_deleted',
  'sold_to_another_buyer',
  'problem_reported',
  'problem_refunded',
  'problem_closed',
  'refund_pending',
  'refunded',
] as const;
export type OrderEventReason = (typeof ORDER_EVENT_REASONS)[number];

/** One row of an order's history, as both of its people (and the admin) read it. */
export const OrderEventSchema = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  actor: z.enum(ORDER_ACTORS),
  reason: z.enum(ORDER_EVENT_REASONS),
  at: z.iso.datetime({ offset: true }),
});
export const OrderHistorySchema = z.array(OrderEventSchema);

/** PUT /orders/{id}/meetup: a new meet-up time, proposed by the buyer or the seller. */
export const MeetupPayloadSchema = z.strictObject({ meetup_at: z.iso.datetime({ offset: true }) });

/** The order's state after a change: what the page needs to redraw its next step. */
export const OrderChangeResponseSchema = z.object({
  _id: IdSchema,
  status: OrderStatusSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  meetup_at: z.iso.datetime({ offset: true }).nullable(),
  meetup_proposed_by: z.enum(['buyer', 'seller']).nullable(),
  meetup_agreed: z.boolean(),
});

/** POST /orders/{id}/handover-code (the buyer only): a fresh code; an earlier one stops working. */
export const HandoverCodeResponseSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`)),
});

/** POST /orders/{id}/handover (the seller only): the code the buyer showed at the meet-up. */
export const HandoverPayloadSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`), VALIDATION.handoverCodeFormat),
});

/** What a buyer may report after an online handover, and what the admin decides. */
export const PROBLEM_REASONS = ['not_as_described', 'not_received'] as const;
export const PROBLEM_OUTCOMES = ['refunded', 'closed'] as const;

export const ProblemPayloadSchema = z.strictObject({
  reason: z.enum(PROBLEM_REASONS),
  details: TextSchema.trim().max(REPORT_NOTE_MAX_LENGTH).default(''),
});
export const ProblemResolutionPayloadSchema = z.strictObject({
  outcome: z.enum(PROBLEM_OUTCOMES),
  note: TextSchema.trim().min(1, VALIDATION.reportNoteRequired).max(REPORT_NOTE_MAX_LENGTH),
});
export const OrderProblemSchema = z.object({
  _id: IdSchema,
  order_id: IdSchema,
  book_title: z.string(),
  book_price: PriceSchema,
  /** Who bought and who sold, as the order names them, for the admin deciding the problem. */
  buyer_name: z.string(),
  seller_name: z.string(),
  reason: z.enum(PROBLEM_REASONS),
  details: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  outcome: z.enum(PROBLEM_OUTCOMES).nullable(),
  note: z.string().nullable(),
});
export const OrderProblemListSchema = z.array(OrderProblemSchema);

/** A seller's balance: what the product holds for them from online orders handed over. */
export const SellerBalanceSchema = z.object({
  balance: PriceSchema,
  entries: z.array(
    z.object({
      kind: z.enum(['handover', 'payout', 'refund']),
      amount: z.number(),
      order_id: IdSchema.nullable(),
      /** The book of the order a handover or a refund is about; null for a payout. */
      book_title: z.string().nullable(),
      note: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
/** The admin's 'Balances due': every seller owed something, most owed first. */
export const BalancesDueSchema = z.array(
  z.object({ seller_id: IdSchema, name: z.string(), email: z.string(), balance: PriceSchema }),
);
/** POST /admin/payouts: the admin records money paid out to a seller (at most their balance). */
export const PayoutPayloadSchema = z.strictObject({
  seller_id: IdSchema,
  amount: PriceSchema.min(0.01),
  /** The payment's reference, such as the bKash transaction id; the seller reads it. */
  note: TextSchema.trim().min(1, VALIDATION.payoutReferenceRequired).max(REPORT_NOTE_MAX_LENGTH),
});

export type OrderEvent = z.infer<typeof OrderEventSchema>;
export type OrderProblem = z.infer<typeof OrderProblemSchema>;
export type SellerBalance = z.infer<typeof SellerBalanceSchema>;
export type BalanceDue = z.infer<typeof BalancesDueSchema>[number];
export type PayoutPayload = z.infer<typeof PayoutPayloadSchema>;
export type ProblemResolutionPayload = z.infer<typeof ProblemResolutionPayloadSchema>;
export type OrderChange = z.infer<typeof OrderChangeResponseSchema>;
