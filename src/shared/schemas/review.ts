import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_REMOVAL_REASON_MAX_LENGTH,
} from '../constants';
import { VALIDATION } from '../messages';
import { IdSchema, TextSchema } from './common';

const isoDate = z.iso.datetime({ offset: true });

/** Whole stars, 1 to 5. */
export const RatingSchema = z
  .number(VALIDATION.ratingRange)
  .int(VALIDATION.ratingRange)
  .min(RATING_MIN, VALIDATION.ratingRange)
  .max(RATING_MAX, VALIDATION.ratingRange);

/** Optional words beside the stars: '' when the buyer wrote none. */
export const ReviewCommentSchema = TextSchema.trim()
  .max(REVIEW_COMMENT_MAX_LENGTH, VALIDATION.reviewCommentTooLong)
  .default('');

/**
 * A seller's standing beside their name (cards, the book page, All Sellers, the seller's page):
 * the average of the reviews not removed, rounded to one decimal, and their count. `average` is
 * null when `count` is 0 (the client shows 'New seller').
 */
export const SellerRatingSchema = z.object({
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
  count: z.number().int().nonnegative(),
});

/** POST /reviews: the buyer of a paid order rates its seller, once per order. */
export const ReviewPayloadSchema = z.strictObject({
  order_id: IdSchema,
  rating: RatingSchema,
  comment: ReviewCommentSchema,
});

/** PUT /reviews/{id}: the reviewer changes stars and comment within REVIEW_EDIT_DAYS. */
export const ReviewEditPayloadSchema = z.strictObject({
  rating: RatingSchema,
  comment: ReviewCommentSchema,
});

/** POST /reviews/{id}/removal: the admin removes a review, saying why (the reviewer sees it). */
export const ReviewRemovalPayloadSchema = z.strictObject({
  reason: TextSchema.trim()
    .min(1, VALIDATION.removalReasonRequired)
    .max(REVIEW_REMOVAL_REASON_MAX_LENGTH, VALIDATION.removalReasonTooLong),
});

/**
 * The review of an order as its buyer sees it on My Orders. `editable_until` is when changing it
 * closes; `removed_reason` is the admin's reason once removed (then it counts no more).
 */
export const OrderReviewSchema = z.object({
  _id: IdSchema,
  rating: RatingSchema,
  comment: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  editable_until: isoDate,
  removed_reason: z.string().nullable(),
});

/** A review as everyone sees it on the seller's page (removed ones are not shown). */
export const PublicReviewSchema = z.object({
  _id: IdSchema,
  rating: RatingSchema,
  comment: z.string(),
  reviewer_name: z.string(),
  /** The book of the order, as it was ordered. */
  book_title: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
});

export type SellerRating = z.infer<typeof SellerRatingSchema>;
export type ReviewPayload = z.input<typeof ReviewPayloadSchema>;
export type ReviewEditPayload = z.input<typeof ReviewEditPayloadSchema>;
export type ReviewRemovalPayload = z.infer<typeof ReviewRemovalPayloadSchema>;
export type OrderReview = z.infer<typeof OrderReviewSchema>;
export type PublicReview = z.infer<typeof PublicReviewSchema>;
