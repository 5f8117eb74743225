import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type {
  Listing,
  PublicReview,
  ReviewRemovalPayload,
  SellerBooksPage,
  SellerProfile,
  SellerReviewsPage,
  UpdateResult,
} from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas, prefetchSchemas } from './lazySchemas';

/** A page of a seller's list starts after this item; '' is the first (newest) page. */
type PageAfter = string;

/** What a paged list of the seller's page answers, as far as the next page goes. */
type Page = { next: string | null };

/** The server says where the next page starts (`next`), null at the end. */
const pagedOptions = {
  initialPageParam: '' as PageAfter,
  getNextPageParam: (lastPage: Page) => lastPage.next ?? undefined,
};

const pageQuery = (url: (id: string) => string, sellerId: string, before: PageAfter) => ({
  url: url(sellerId),
  params: { before: before || undefined },
});

const listingTags = (listings: Listing[] = []) => [
  { type: 'Listing' as const, id: LIST_ID },
  ...listings.map(({ _id }) => ({ type: 'Listing' as const, id: _id })),
];

const reviewTags = (reviews: PublicReview[] = []) => [
  { type: 'Review' as const, id: LIST_ID },
  ...reviews.map(({ _id }) => ({ type: 'Review' as const, id: _id })),
];

/**
 * A seller's public page (docs/product.md#seller-page): GET /seller/{id}, their available books
 * and their reviews, each a page at a time with the server's own page size; and the admin's
 * removal of a review. The books provide listing tags, so an edit, an advertisement or a sale
 * refreshes them; a new or removed review refreshes the reviews and the profile's average.
 */
export const sellerPageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSellerProfile: build.query<SellerProfile, string>({
      query: (sellerId) => CATALOG_API.sellerProfile.url(sellerId),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerProfileSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      providesTags: (_result, _error, sellerId) => [{ type: 'SellerProfile', id: sellerId }],
    }),
    getSellerBooks: build.infiniteQuery<SellerBooksPage, string, PageAfter>({
      infiniteQueryOptions: pagedOptions,
      query: ({ queryArg, pageParam }) =>
        pageQuery((id) => CATALOG_API.sellerBooks.url(id), queryArg, pageParam),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerBooksPageSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      providesTags: (result) => listingTags(result?.pages.flatMap(({ items }) => items)),
    }),
    getSellerReviews: build.infiniteQuery<SellerReviewsPage, string, PageAfter>({
      infiniteQueryOptions: pagedOptions,
      query: ({ queryArg, pageParam }) =>
        pageQuery((id) => CATALOG_API.sellerReviews.url(id), queryArg, pageParam),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerReviewsPageSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      providesTags: (result) => reviewTags(result?.pages.flatMap(({ items }) => items)),
    }),
    /**
     * The admin removes a review: it leaves the seller's reviews and every average shown of them
     * (the page's, the cards', All Sellers'), and the buyer's My Orders shows the reason. A
     * refusal refreshes too: already removed or gone means the view was stale.
     */
    removeReview: build.mutation<UpdateResult, { reviewId: string } & ReviewRemovalPayload>({
      query: ({ reviewId, reason }) => ({
        url: CATALOG_API.reviewRemoval.url(reviewId),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).UpdateResultSchema.parse(response),
      invalidatesTags: (_result, _error, { reviewId }) => [
        { type: 'Review', id: reviewId },
        { type: 'Review', id: LIST_ID },
        'SellerProfile',
        { type: 'Listing', id: LIST_ID },
        'User',
        'Order',
      ],
    }),
  }),
});

export const {
  useGetSellerProfileQuery,
  useGetSellerBooksInfiniteQuery,
  useGetSellerReviewsInfiniteQuery,
  useRemoveReviewMutation,
} = sellerPageApi;
