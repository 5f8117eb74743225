import { REVIEW_EDIT_DAYS } from '../../../shared/constants';
import {
  type Order,
  type OrderReview,
  OrderReviewSchema,
  type SellerRating,
  SellerRatingSchema,
} from '../../../shared/schemas';
import { nextTestId } from './errorResponse';
import { serverListings } from './listingsHandlers';

const DAY_MS = 86_400_000;

/** A review as the handlers keep it: what the buyer sees, and whose order it rates. */
export type StoredReview = OrderReview & {
  order_id: string;
  buyer_email: string;
  seller_email: string;
};

/**
 * The server's reviews as the handlers see them; empty before each test (setupTests.ts). Apart
 * from reviewsHandlers.ts so that the orders and admin handlers read it without importing the
 * handlers that read the orders.
 */
export const serverReviews: StoredReview[] = [];

/** Empties the reviews and gives every listing its seller's rating back ('New seller'). */
export function resetReviews() {
  for (const { seller_email } of serverReviews.splice(0)) refreshSellerRating(seller_email);
}

/** The review of an order as GET /orders answers it, or null. */
export function reviewOfOrder(orderId: string): OrderReview | null {
  const stored = serverReviews.find(({ order_id }) => order_id === orderId);
  return stored ? OrderReviewSchema.parse(stored) : null;
}

/** Average (one decimal) and count of a seller's reviews not removed, as the trigger keeps them. */
export function sellerRatingOf(sellerEmail: string): SellerRating {
  const shown = serverReviews.filter(
    ({ seller_email, removed_reason }) => seller_email === sellerEmail && removed_reason === null,
  );
  const sum = shown.reduce((total, { rating }) => total + rating, 0);
  return SellerRatingSchema.parse({
    average: shown.length ? Math.round((sum / shown.length) * 10) / 10 : null,
    count: shown.length,
  });
}

/** Listings carry their seller's rating (no request per card): a changed review updates them. */
function refreshSellerRating(sellerEmail: string) {
  const rating = sellerRatingOf(sellerEmail);
  for (const listing of serverListings) {
    if (listing.seller_email === sellerEmail) listing.seller_rating = rating;
  }
}

/**
 * Writes a review of `order` (a new one, or `overrides` over the existing one) and the seller's
 * new rating. Tests seed one with it too, e.g. `saveReview(order, { rating: 4 })`, or one past
 * its edit window with `editable_until` in the past.
 */
export function saveReview(order: Order, overrides: Partial<OrderReview> = {}): StoredReview {
  const existing = serverReviews.find(({ order_id }) => order_id === order._id);
  const now = new Date();
  const review: StoredReview = {
    _id: nextTestId(),
    rating: 5,
    comment: '',
    created_at: now.toISOString(),
    editable_until: new Date(now.getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    removed_reason: null,
    ...existing,
    updated_at: now.toISOString(),
    ...overrides,
    order_id: order._id,
    buyer_email: order.email,
    seller_email: order.seller_email,
  };
  if (existing) serverReviews.splice(serverReviews.indexOf(existing), 1, review);
  else serverReviews.push(review);
  refreshSellerRating(order.seller_email);
  return review;
}
