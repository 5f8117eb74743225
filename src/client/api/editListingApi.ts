import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type { EditListingPayload, Listing } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { errorAnswerOf } from './apiErrorMessage';
import { listingViewTags } from './staleViews';

type ListingEdit = { id: string; payload: EditListingPayload };

/**
 * PUT /listings/{id} (docs/product.md#edit-product): the seller changes an unsold listing of
 * theirs, sending the `version` they opened. Every screen showing listings reads them through
 * the Listing tags (My Products, category pages, search results, the book page, the seller's
 * page), so the list tag and the book's own refresh them all; a new category moves the
 * categories' totals, a new photo changes the carousel, and wishlists hold their own copies.
 */
export const editListingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    editListing: build.mutation<Listing, ListingEdit>({
      query: ({ id, payload }) => ({
        url: CATALOG_API.editListing.url(id),
        method: 'PUT',
        body: payload,
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).EditListingResponseSchema.parse(response),
      invalidatesTags: (result, error, { id }) => {
        if (result) return [...listingViewTags(id), { type: 'Listing', id: LIST_ID }];
        // Sold or deleted meanwhile: the edit page (and My Products) showed a stale listing and
        // learn it from the refreshed list. A version conflict refreshes nothing by itself: the
        // form keeps what was typed until the seller asks for the latest version.
        const code = errorAnswerOf(error)?.code;
        return code === 'listingSold' || code === 'listingNotFound'
          ? [...listingViewTags(id), { type: 'Listing', id: LIST_ID }]
          : [];
      },
    }),
  }),
});

export const { useEditListingMutation } = editListingApi;
