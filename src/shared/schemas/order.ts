import { z } from 'zod';
import { VALIDATION } from '../messages';
import { PAYMENT_METHODS } from '../constants';
import { EmailSchema, IdSchema, InsertResultSchema, PriceSchema, TextSchema } from './common';
import { ORDER_EVENT_REASONS, OrderStatusSchema } from './orderLife';
import { OrderReviewSchema } from './review';

export { ORDER_STATUSES } from './orderLife';
const isoDate = z.iso.datetime({ offset: true });

export const OrderSchema = z.object({
  _id: IdSchema,
  bookTitle: z.string(),
  bookPrice: PriceSchema,
  seller_name: z.string(),
  seller_email: EmailSchema,
  location: z.string(),
  paid: z.boolean(),
  /** Beside `paid`: unpaid orders expire, or are cancelled when the book sells elsewhere. */
  status: OrderStatusSchema,
  email: EmailSchema,
  name: z.string(),
  phone: z.string(),
  /** Null once the listing has been deleted (the order keeps its history). */
  product_id: IdSchema.nullable(),
  /** Ours: when the order was placed, and until when an unpaid one can be paid (else null). */
  order_date: z.iso.datetime({ offset: true }),
  pay_by: z.iso.datetime({ offset: true }).nullable(),
  /** Ours: the buyer's review of the seller for this order, once written (paid orders only). */
  review: OrderReviewSchema.nullable(),
  /** Ours: online (by card) or cash at the meet-up; a cash order holds the book for its buyer. */
  payment_method: z.enum(PAYMENT_METHODS).default('online'),
  /** Ours: a cash order's meet-up time, who proposed it last and whether the other one agreed. */
  meetup_at: isoDate.nullable().default(null),
  meetup_proposed_by: z.enum(['buyer', 'seller']).nullable().default(null),
  meetup_agreed: z.boolean().default(false),
  /** Ours: when the seller confirmed the handover with the buyer's code. */
  handed_over_at: isoDate.nullable().default(null),
  /** Ours: why a cancelled order was cancelled. */
  cancel_reason: z.enum(ORDER_EVENT_REASONS).nullable().default(null),
});
export const OrderListSchema = z.array(OrderSchema);

/** GET /orders/about/{listingId}: the caller's open order of the book, or null (then Buy Now). */
export const OpenOrderAnswerSchema = z.object({ order_id: IdSchema.nullable() });
export type OpenOrderAnswer = z.infer<typeof OpenOrderAnswerSchema>;

/**
 * POST /orders as the order form sends it. The server takes title, price and seller from the
 * listing and the buyer's name from the account; the copies here are only checked for type.
 */
export const OrderPayloadSchema = z.strictObject({
  name: TextSchema.trim().min(1).max(100),
  email: EmailSchema,
  bookTitle: TextSchema.max(300),
  bookPrice: PriceSchema,
  phone: TextSchema.trim().max(30).default(''),
  location: TextSchema.trim().min(1, VALIDATION.meetingLocationRequired).max(200),
  seller_name: TextSchema.max(100),
  seller_email: EmailSchema,
  product_id: IdSchema,
  /** Ours: how the buyer will pay; online unless they choose cash at the meet-up. */
  payment_method: z.enum(PAYMENT_METHODS).default('online'),
  /** Ours: a cash order's proposed meet-up; MEETUP_DEFAULT_DAYS from now when absent. */
  meetup_at: isoDate.optional(),
});
/** 201 with the new order's id. */
export const CreateOrderResponseSchema = InsertResultSchema;

export type Order = z.infer<typeof OrderSchema>;
export type OrderPayload = z.input<typeof OrderPayloadSchema>;
