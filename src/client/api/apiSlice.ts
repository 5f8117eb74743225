import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '../../shared/apiPaths';
import { DATA_CACHE_SECONDS } from '../../shared/constants';
import { shouldRetry, waitBeforeRetry } from './retryPolicy';

/** Tag id that stands for "the whole list" of a type, beside the per-record ids. */
export const LIST_ID = 'LIST';

// The server serves the client and the API from one origin. A relative baseUrl cannot be
// parsed outside a real page (jsdom in tests), so resolve it against the origin.
// Later: the auth issue adds `prepareHeaders` here to send the bearer access token.
const baseQuery = retry(fetchBaseQuery({ baseUrl: `${window.location.origin}${API_PREFIX}` }), {
  retryCondition: shouldRetry,
  backoff: waitBeforeRetry,
});

/**
 * The one RTK Query API of the client. Resources inject their endpoints from their own
 * files in this folder, so features share endpoints without importing each other.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: DATA_CACHE_SECONDS,
  tagTypes: [
    'Category',
    'Advertisement',
    'Listing',
    'SellerDetail',
    'Role',
    'User',
    'Order',
    'Wishlist',
    'Payment',
  ],
  endpoints: () => ({}),
});
