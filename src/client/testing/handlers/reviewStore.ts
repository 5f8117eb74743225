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
import { registerReset } from './storeResets';

const DAY_MS = 86_400_000;

/**
 * A review as the handlers keep it: what the buyer sees on My Orders, whose order it rates, and
 * what the seller's page shows (the reviewer's name, the title the book was ordered as).
 */
export type StoredReview = OrderReview & {
  order_id: string;
  buyer_email: string;
  seller_email: string;
  reviewer_name: string;
  book_title: string;
};

/**
 * The server's reviews as the handlers see them (reviews, orders, admin and seller page alike);
 * empty before each test (setupTests.ts). Apart from reviewsHandlers.ts so that the orders and
 * admin handlers read it without importing the handlers that read the orders.
 */
export const serverReviews: StoredReview[] = [];

/**
 * Replaces the reviews (none by default) and gives every listing of the sellers concerned its
 * rating, as the server's trigger would.
 */
export function resetReviews(reviews: StoredReview[] = []) {
  const replaced = serverReviews.splice(0, serverReviews.length, ...reviews);
  const sellers = new Set([...replaced, ...reviews].map(({ seller_email }) => seller_email));
  for (const seller of sellers) refreshSellerRating(seller);
}
registerReset(() => resetReviews(), 'referencing');

/** A valid review of the verified demo seller, to seed with resetReviews; tests override fields. */
export function storedReview(overrides: Partial<StoredReview> = {}): StoredReview {
  const created = overrides.created_at ?? '2026-11-10T08:00:00.000Z';
  return {
    _id: nextTestId(),
    rating: 4,
    comment: 'Met on time, the book as described.',
    created_at: created,
    updated_at: created,
    editable_until: new Date(Date.parse(created) + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    removed_reason: null,
    order_id: nextTestId(),
    buyer_email: 'buyer@demo.test',
    seller_email: 'seller@demo.test',
    reviewer_name: 'Karim Ahmed',
    book_title: 'Lalsalu',
    ...overrides,
  };
}

/** The admin's removal: the review stays for its reviewer with the reason, and leaves the rating. */
export function removeReview(review: StoredReview, reason: string) {
  review.removed_reason = reason;
  refreshSellerRating(review.seller_email);
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
    reviewer_name: order.name,
    book_title: order.bookTitle,
  };
  if (existing) serverReviews.splice(serverReviews.indexOf(existing), 1, review);
  else serverReviews.push(review);
  refreshSellerRating(order.seller_email);
  return review;
}
