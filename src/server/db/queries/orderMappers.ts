import { REVIEW_EDIT_DAYS } from '../../../shared/constants';
import type { Order } from '../../../shared/schemas/order';
import type { OrderReview } from '../../../shared/schemas/review';
import { toPrice } from '../columns';
import { orders, reviews } from '../schema';

/** Order rows as answers (orders.ts). */

/**
 * The columns an order's answer shows, with its review (left-joined: null when the buyer has not
 * rated it). Only these: My Orders reads every order of a person at once, and the handover
 * code's hash, the intent and the attempts counters are no answer's business.
 */
export const ORDER_ANSWER_COLUMNS = {
  id: orders.id,
  listingId: orders.listingId,
  bookTitle: orders.bookTitle,
  bookPrice: orders.bookPrice,
  sellerName: orders.sellerName,
  sellerEmail: orders.sellerEmail,
  name: orders.name,
  email: orders.email,
  phone: orders.phone,
  location: orders.location,
  status: orders.status,
  createdAt: orders.createdAt,
  paymentMethod: orders.paymentMethod,
  meetupAt: orders.meetupAt,
  meetupProposedBy: orders.meetupProposedBy,
  meetupAgreedAt: orders.meetupAgreedAt,
  handedOverAt: orders.handedOverAt,
  cancelReason: orders.cancelReason,
  review: {
    id: reviews.id,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    removedReason: reviews.removedReason,
  },
};

type OrderRow = typeof orders.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type AnswerColumn = Exclude<keyof typeof ORDER_ANSWER_COLUMNS, 'review'>;

export type OrderWithReviewRow = Pick<OrderRow, AnswerColumn> & {
  review: Pick<
    ReviewRow,
    'id' | 'rating' | 'comment' | 'createdAt' | 'updatedAt' | 'removedReason'
  > | null;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * The buyer's review of an order. It can be changed until REVIEW_EDIT_DAYS after it was written
 * (PUT /reviews/{id} checks the same bound in SQL); `removed_reason` is the admin's, once removed.
 */
export function toOrderReview(row: NonNullable<OrderWithReviewRow['review']>): OrderReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    removed_reason: row.removedReason,
  };
}

/**
 * An order as My Orders and the payment page read it. `paid` is the API's kept flag, `status` says
 * which of Pay, Paid or Cancelled to show, and `pay_by` when an unpaid order expires (the
 * expiry sweep cancels it after `ttlMinutes`; a payment under way at that moment holds it longer).
 */
export function toOrder(row: OrderWithReviewRow, ttlMinutes: number): Order {
  const payBy =
    row.status === 'unpaid'
      ? new Date(row.createdAt.getTime() + ttlMinutes * 60_000).toISOString()
      : null;
  return {
    _id: row.id,
    bookTitle: row.bookTitle,
    bookPrice: toPrice(row.bookPrice),
    seller_name: row.sellerName,
    seller_email: row.sellerEmail,
    location: row.location,
    paid: row.status === 'paid' || row.status === 'handed_over',
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    product_id: row.listingId,
    order_date: row.createdAt.toISOString(),
    pay_by: payBy,
    review: row.review && toOrderReview(row.review),
    payment_method: row.paymentMethod,
    meetup_at: row.meetupAt && row.meetupAt.toISOString(),
    meetup_proposed_by: row.meetupProposedBy,
    meetup_agreed: row.meetupAgreedAt !== null,
    handed_over_at: row.handedOverAt && row.handedOverAt.toISOString(),
    cancel_reason: row.cancelReason,
  };
}
