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
 * Every kind of cached answer, declared once with whose data it is: `personal` when it holds one
 * person's data (their orders, their role, a seller's own listings, their messages...), so a
 * change of the signed-in person drops it (session/sessionListener.ts); `shared` when everyone
 * gets the same answer.
 */
const TAG_TYPES = {
  Category: 'shared',
  Advertisement: 'shared',
  Listing: 'personal',
  SellerDetail: 'shared',
  Role: 'personal',
  User: 'personal',
  Order: 'personal',
  /** 'Orders for my books': the orders of the seller's own listings. */
  SellerOrder: 'personal',
  Wishlist: 'personal',
  Preferences: 'personal',
  Profile: 'personal',
  Review: 'shared',
  SellerProfile: 'shared',
  Conversation: 'personal',
  Message: 'personal',
  Notification: 'personal',
  UnreadCounts: 'personal',
  /** The admin's reports and listings waiting for approval. */
  Moderation: 'personal',
  /** Money held for sellers: a seller's own 'Balance', the admin's 'Balances due'. */
  Balance: 'personal',
  /** The admin's queue of problems reported after online handovers. */
  OrderProblem: 'personal',
  /** Offers on a book: a buyer's own, or every buyer's for the book's seller. */
  Offer: 'personal',
} as const satisfies Record<string, 'personal' | 'shared'>;

type TagType = keyof typeof TAG_TYPES;
const tagTypes = Object.keys(TAG_TYPES) as TagType[];

/** The tags a change of the signed-in person invalidates. */
export const PRIVATE_TAGS = tagTypes.filter((type) => TAG_TYPES[type] === 'personal');

/**
 * The one RTK Query API of the client. Resources inject their endpoints from their own
 * files in this folder, so features share endpoints without importing each other.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: DATA_CACHE_SECONDS,
  tagTypes,
  endpoints: () => ({}),
});
