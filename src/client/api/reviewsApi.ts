import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import {
  type InsertResult,
  type ReviewEditPayload,
  ReviewEditPayloadSchema,
  type ReviewPayload,
  ReviewPayloadSchema,
  type UpdateResult,
} from '../../shared/schemas';
import { SELLERS_LIST_ID } from './adminApi';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { refusedAsStale } from './staleViews';

/**
 * Everywhere a seller's average shows, refreshed once a review changes it: My Orders (the row's
 * stars), every listing list and book page (cards and the book page carry `seller_rating`), the
 * wishlists' cards, the admin's All Seller table and the seller's page. An order does not name its
 * seller's id, so the seller page's tags go by type: every SellerProfile and Review entry.
 */
const sellerAverageViews = [
  { type: 'Order' as const, id: LIST_ID },
  { type: 'Listing' as const, id: LIST_ID },
  { type: 'Wishlist' as const, id: LIST_ID },
  { type: 'User' as const, id: SELLERS_LIST_ID },
  'SellerProfile' as const,
  'Review' as const,
];

/** A refusal that proves the row stale (a review written in another tab, closed, removed). */
const staleRow = [{ type: 'Order' as const, id: LIST_ID }];

/**
 * The buyer's review of a paid order's seller (POST /reviews, PUT /reviews/{id},
 * docs/product.md#reviews). Bodies go through the shared schemas, as the server reads them
 * (trimmed comment, '' when none).
 */
export const reviewsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createReview: build.mutation<InsertResult, ReviewPayload>({
      query: (payload) => ({
        url: CATALOG_API.reviews.url(),
        method: 'POST',
        body: ReviewPayloadSchema.parse(payload),
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).InsertResultSchema.parse(response),
      invalidatesTags: (result, error) =>
        result ? sellerAverageViews : refusedAsStale(error) ? staleRow : [],
    }),
    editReview: build.mutation<UpdateResult, { id: string; review: ReviewEditPayload }>({
      query: ({ id, review }) => ({
        url: CATALOG_API.review.url(id),
        method: 'PUT',
        body: ReviewEditPayloadSchema.parse(review),
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).UpdateResultSchema.parse(response),
      invalidatesTags: (result, error) =>
        result ? sellerAverageViews : refusedAsStale(error) ? staleRow : [],
    }),
  }),
});

export const { useCreateReviewMutation, useEditReviewMutation } = reviewsApi;
