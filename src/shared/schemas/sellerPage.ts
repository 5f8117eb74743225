import { z } from 'zod';
import {
  SELLER_BOOKS_PAGE_SIZE,
  SELLER_PAGE_SIZE_MAX,
  SELLER_REVIEWS_PAGE_SIZE,
} from '../constants';
import { IdSchema } from './common';
import { ListingSchema } from './listing';
import { PublicReviewSchema, SellerRatingSchema } from './review';

/** GET /seller/{id}: who the seller is, as anyone may see (no e-mail, no contact). */
export const SellerProfileSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  img: z.string(),
  appVerified: z.boolean(),
  member_since: z.iso.datetime({ offset: true }),
  rating: SellerRatingSchema,
});

/**
 * One page of a seller's list, newest first. `before` is the `_id` of the last item already
 * shown (keyset paging, as category pages); `next` is what to send as `before` for the page after
 * this one, null at the end.
 */
const pageQuery = (size: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(SELLER_PAGE_SIZE_MAX).default(size),
    before: IdSchema.optional(),
  });
export const SellerBooksQuerySchema = pageQuery(SELLER_BOOKS_PAGE_SIZE);
export const SellerReviewsQuerySchema = pageQuery(SELLER_REVIEWS_PAGE_SIZE);

/** GET /seller/{id}/books: the seller's available books. */
export const SellerBooksPageSchema = z.object({
  items: z.array(ListingSchema),
  next: IdSchema.nullable(),
});

/** GET /seller/{id}/reviews: the reviews not removed. */
export const SellerReviewsPageSchema = z.object({
  items: z.array(PublicReviewSchema),
  next: IdSchema.nullable(),
});

export type SellerProfile = z.infer<typeof SellerProfileSchema>;
export type SellerPageQuery = z.input<typeof SellerBooksQuerySchema>;
export type SellerBooksPage = z.infer<typeof SellerBooksPageSchema>;
export type SellerReviewsPage = z.infer<typeof SellerReviewsPageSchema>;
