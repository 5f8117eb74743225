import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { DATA_CACHE_SECONDS } from '../../shared/constants';
import { authorizedBaseQuery } from './authorizedBaseQuery';
import { shouldRetry, waitBeforeRetry } from './retryPolicy';

/** Tag id that stands for "the whole list" of a type, beside the per-record ids. */
export const LIST_ID = 'LIST';

const baseQuery = retry(authorizedBaseQuery, {
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
    'Preferences',
    'Review',
    'SellerProfile',
    'Conversation',
    'Message',
    'Notification',
    'UnreadCounts',
  ],
  endpoints: () => ({}),
});
