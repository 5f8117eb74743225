import { skipToken } from '@reduxjs/toolkit/query';
import { CORE_API } from '../../shared/apiPaths/corePaths';
import type { UnreadCounts } from '../../shared/schemas';
import { useSignedInUid } from '../session/useSignedInUid';
import { apiSlice } from './apiSlice';

/**
 * GET /unread-counts: the header's and side menu's badges, in one call. Not checked with the
 * zod schema: the header is on every page's first load and zod is not (lazySchemas.ts); a badge
 * shows a number or nothing.
 */
export const unreadCountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCounts: build.query<UnreadCounts, void>({
      query: () => CORE_API.unreadCounts.url(),
      providesTags: ['UnreadCounts'],
    }),
  }),
});

/** The signed-in person's unread counts; nothing asked (and undefined) when nobody is signed in. */
export function useUnreadCounts(): UnreadCounts | undefined {
  const uid = useSignedInUid();
  // Coming back to the tab asks again: the live stream may have been down meanwhile.
  const { currentData } = unreadCountsApi.useGetUnreadCountsQuery(uid ? undefined : skipToken, {
    refetchOnFocus: true,
  });
  return uid ? currentData : undefined;
}
