import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import type { DeleteResult, Listing, WishlistAddResponse } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';
import { listingViewTags, refusedAsStale } from './staleViews';

type WishlistChange = { bookId: string; email: string };

/**
 * The buyer's wishlist (`/wishlist`, docs/product.md#the-api). Its books are listings, sold ones
 * too; each has its own Wishlist tag beside the LIST tag, so paying or deleting a book refreshes
 * it. The answers' schemas load with their first answer (lazySchemas.ts): the heart on the public
 * search page's cards adds to the wishlist, and that page renders without zod.
 */
export const wishlistApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<Listing[], string>({
      query: (email) => CATALOG_API.wishlist.url(email),
      transformResponse: async (response) =>
        (await loadSchemas()).ListingListSchema.parse(response),
      providesTags: (result = []) => [
        { type: 'Wishlist', id: LIST_ID },
        ...result.map(({ _id }) => ({ type: 'Wishlist' as const, id: _id })),
      ],
    }),
    /**
     * A refusal because the book was deleted (404) or sold (409) meanwhile refreshes the book
     * wherever it shows: the card that offered it was stale.
     */
    addToWishlist: build.mutation<WishlistAddResponse, WishlistChange>({
      query: ({ bookId, email }) => ({
        url: CATALOG_API.addToWishlist.url(bookId),
        method: 'POST',
        body: { email },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).WishlistAddResponseSchema.parse(response),
      invalidatesTags: (result, error, { bookId }) => {
        if (result) return [{ type: 'Wishlist', id: LIST_ID }];
        return refusedAsStale(error) ? listingViewTags(bookId) : [];
      },
    }),
    /**
     * The book leaves the list at once and comes back if the server refuses (redux-essentials'
     * optimistic update). A refusal also refetches: the list shown was stale.
     */
    removeFromWishlist: build.mutation<DeleteResult, WishlistChange>({
      query: ({ bookId }) => ({
        url: CATALOG_API.removeFromWishlist.url(bookId),
        method: 'DELETE',
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).DeleteResultSchema.parse(response),
      invalidatesTags: (_result, error) => (error ? [{ type: 'Wishlist', id: LIST_ID }] : []),
      async onQueryStarted({ bookId, email }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', email, (listings) =>
            listings.filter(({ _id }) => _id !== bookId),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } =
  wishlistApi;
