import { MESSAGING_API } from '../../shared/apiPaths/messagingPaths';
import type { NotificationsPage } from '../../shared/schemas';
import { apiSlice } from './apiSlice';
import { loadSchemas } from './lazySchemas';

/** A page of notifications starts before this one; '' is the first (newest) page. */
type PageBefore = string;

type ReadResponse = { unread: number };

/**
 * The signed-in person's notifications (docs/product.md#notifications): newest first, a page at
 * a time with the server's page size, and marking one or all read. Marking read changes the
 * page's unread look and the badges, so it refreshes both (a live `notifications_read` event
 * does the same on the person's other tabs).
 */
export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationsPage, void, PageBefore>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: MESSAGING_API.notifications.url(),
        params: { before: pageParam || undefined },
      }),
      transformResponse: async (response) =>
        (await loadSchemas()).NotificationsPageSchema.parse(response),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<ReadResponse, string>({
      query: (id) => ({ url: MESSAGING_API.notificationRead.url(id), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).NotificationsReadResponseSchema.parse(response),
      invalidatesTags: ['Notification', 'UnreadCounts'],
    }),
    markAllNotificationsRead: build.mutation<ReadResponse, void>({
      query: () => ({ url: MESSAGING_API.notificationsReadAll.url(), method: 'POST' }),
      transformResponse: async (response) =>
        (await loadSchemas()).NotificationsReadResponseSchema.parse(response),
      invalidatesTags: ['Notification', 'UnreadCounts'],
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
