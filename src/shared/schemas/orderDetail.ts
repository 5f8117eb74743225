import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { IdSchema, PriceSchema } from './common';
import { ORDER_EVENT_REASONS, OrderStatusSchema } from './orderLife';

const isoDate = z.iso.datetime({ offset: true });

/**
 * What the caller may do next on the order page, as the server's transition table allows it now
 * (server/orders/orderStates.ts): the client shows these and nothing it would have to guess.
 * The buyer: pay (online, unpaid), show the handover code, cancel (before paying; cash: before
 * the meet-up), cancel with a refund (paid online, not handed over in time), report a problem
 * (within the hours after an online handover); the seller: confirm the handover with the code,
 * say the buyer did not come (after the meet-up); either: propose a meet-up time, agree to the
 * other's.
 */
export const ORDER_PAGE_ACTIONS = [
  'pay',
  'showHandoverCode',
  'handOver',
  'cancelByBuyer',
  'refundNotHandedOver',
  'cancelNoShow',
  'proposeMeetup',
  'agreeMeetup',
  'reportProblem',
] as const;
export type OrderPageAction = (typeof ORDER_PAGE_ACTIONS)[number];

export const ORDER_SIDES = ['buyer', 'seller'] as const;

/** GET /orders/{id}: one order as its buyer or its seller sees it on the order page. */
export const OrderDetailSchema = z.object({
  _id: IdSchema,
  status: OrderStatusSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  price: PriceSchema,
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  handed_over_at: isoDate.nullable(),
  cancel_reason: z.enum(ORDER_EVENT_REASONS).nullable(),
  meetup_at: isoDate.nullable(),
  meetup_proposed_by: z.enum(ORDER_SIDES).nullable(),
  meetup_agreed: z.boolean(),
  /** Where the buyer asked to meet (the order form's meeting location). */
  meeting_place: z.string(),
  /** The book's listing: its id is null once the listing has been deleted. */
  book: z.object({ id: IdSchema.nullable(), title: z.string(), photo: z.string().nullable() }),
  /** Which of the order's two people the caller is. */
  side: z.enum(ORDER_SIDES),
  /** The other person: their mobile number only while the order is under way. */
  other: z.object({ name: z.string(), phone: z.string().nullable() }),
  /** Until when wrong codes have locked confirming the handover (null when not locked). */
  handover_locked_until: isoDate.nullable(),
  problem_reported: z.boolean(),
  actions: z.array(z.enum(ORDER_PAGE_ACTIONS)),
});

export type OrderDetail = z.infer<typeof OrderDetailSchema>;
