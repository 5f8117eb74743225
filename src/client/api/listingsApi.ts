import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import { CATEGORY_PAGE_SIZE } from '../../shared/constants';
import type {
  AddListingPayload,
  DeleteResult,
  InsertResult,
  Listing,
  SellerListing,
  UpdateResult,
} from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas, prefetchSchemas } from './lazySchemas';
import { accessTokenRejected } from './sessionEvents';

const listingTags = (listings: Listing[] = []) => [
  { type: 'Listing' as const, id: LIST_ID },
  ...listings.map(({ _id }) => ({ type: 'Listing' as const, id: _id })),
];

/** A page of a category starts after this listing; '' is the first (newest) page. */
type PageAfter = string;

const isForbidden = (failure: unknown) =>
  (failure as { error?: FetchBaseQueryError } | undefined)?.error?.status === 403;

/**
 * Book listings (`/CategoryBooks`, `/books`, `/addbook`, `/adv`, `/offadv`, `/deletebook`,
 * docs/product.md#the-api). Every list provides the listing LIST tag and one tag per listing, so a
 * change made on one screen refreshes every other screen that shows it.
 */
export const listingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Available books of a category, newest first, a page at a time ('Show more books'). */
    getCategoryListings: build.infiniteQuery<Listing[], string, PageAfter>({
      infiniteQueryOptions: {
        initialPageParam: '',
        // A short page is the last one; a full one may have more behind it.
        getNextPageParam: (lastPage) =>
          lastPage.length >= CATEGORY_PAGE_SIZE ? lastPage.at(-1)?._id : undefined,
      },
      query: ({ queryArg: categoryId, pageParam: before }) => ({
        url: CATALOG_API.categoryListings.url(categoryId),
        params: { limit: CATEGORY_PAGE_SIZE, before: before || undefined },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).ListingListSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      providesTags: (result) => listingTags(result?.pages.flat()),
    }),
    /**
     * Every listing of one seller, sold ones too (the seller's own, or any for the admin), each
     * with its count of unpaid orders (the edit form mentions them).
     */
    getSellerListings: build.query<SellerListing[], string>({
      query: (email) => CATALOG_API.sellerListings.url(email),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerListingListSchema.parse(response),
      onQueryStarted: prefetchSchemas,
      providesTags: (result) => listingTags(result),
    }),
    addListing: build.mutation<InsertResult, AddListingPayload>({
      query: (body) => ({ url: CATALOG_API.addListing.url(), method: 'POST', body }),
      transformResponse: async (response) =>
        (await loadSchemas()).InsertResultSchema.parse(response),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Listing', id: LIST_ID },
              { type: 'Category', id: LIST_ID },
            ]
          : [],
      // A 401 or 403 ends the session (docs/product.md#the-session-ends). A 401 does so for every
      // call (the base query); a 403 only here, where it means the session no longer belongs to a
      // seller.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          if (isForbidden(failure)) dispatch(accessTokenRejected({ endpoint: 'addListing' }));
        }
      },
    }),
    /**
     * GET /addbook?pid: the server copies the seller's verification onto the new listing. A GET
     * that changes data, so a mutation here: never cached, never repeated on its own.
     */
    confirmListing: build.mutation<UpdateResult, string>({
      query: (pid) => ({ url: CATALOG_API.confirmListing.url(pid), method: 'GET' }),
      transformResponse: async (response) =>
        (await loadSchemas()).ConfirmListingResponseSchema.parse(response),
      invalidatesTags: (_result, _error, pid) => [
        { type: 'Listing', id: pid },
        { type: 'Listing', id: LIST_ID },
      ],
    }),
    // A refused change (sold meanwhile, deleted elsewhere) also refreshes: the view was stale.
    advertise: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: CATALOG_API.advertise.url(id), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).UpdateResultSchema.parse(response),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'Advertisement', id: LIST_ID },
      ],
    }),
    offAdvertise: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: CATALOG_API.offAdvertise.url(id), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).UpdateResultSchema.parse(response),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'Advertisement', id: LIST_ID },
      ],
    }),
    /** Deleting also changes category totals, the carousel, wishlists and unpaid orders. */
    deleteListing: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: CATALOG_API.deleteListing.url(id), method: 'DELETE' }),
      transformResponse: async (response) =>
        (await loadSchemas()).DeleteResultSchema.parse(response),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'Listing', id: LIST_ID },
        { type: 'Advertisement', id: LIST_ID },
        { type: 'Category', id: LIST_ID },
        'Wishlist',
        'Order',
      ],
    }),
  }),
});

export const {
  useGetCategoryListingsInfiniteQuery,
  useGetSellerListingsQuery,
  useAddListingMutation,
  useConfirmListingMutation,
  useAdvertiseMutation,
  useOffAdvertiseMutation,
  useDeleteListingMutation,
} = listingsApi;
