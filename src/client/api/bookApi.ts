import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type { Listing } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas, prefetchSchemas } from './lazySchemas';

/**
 * One listing for the public book page (`GET /listings/{id}`, docs/product.md#get-listingsid).
 * Apart from listingsApi.ts, whose lists parse their answers with schemas imported up front: the
 * book page is a landing page (shared links), so its answer is checked with the schemas loaded
 * on demand, fetched while the answer is on its way, and zod stays out of its first load.
 */
export const bookApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<Listing, string>({
      query: (id) => CATALOG_API.listing.url(id),
      onQueryStarted: prefetchSchemas,
      transformResponse: async (response) => (await loadSchemas()).ListingSchema.parse(response),
      // Its own tag: advertising, deleting, paying for or wishlisting this book refreshes it. The
      // list tag too: verifying a seller changes every listing of theirs at once.
      providesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'Listing', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetListingQuery } = bookApi;
