import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LIST_ID } from './apiSlice';

/**
 * Whether a refused change proves the screen it was made from was stale: what it acted on is gone
 * (404, e.g. a listing deleted meanwhile) or changed (409, e.g. sold to another buyer). Such a
 * refusal refreshes what it names, as a success would; otherwise the screen keeps offering the
 * change until the cache expires.
 */
export const refusedAsStale = (error: FetchBaseQueryError | undefined): boolean =>
  error?.status === 404 || error?.status === 409;

/**
 * Everything that shows one listing: the lists holding it (category pages and My Products by
 * its Listing tag, wishlists by its Wishlist tag), the carousel and the categories' totals.
 */
export const listingViewTags = (listingId: string) => [
  { type: 'Listing' as const, id: listingId },
  { type: 'Wishlist' as const, id: listingId },
  { type: 'Advertisement' as const, id: LIST_ID },
  { type: 'Category' as const, id: LIST_ID },
];
