import { http, HttpResponse } from 'msw';
import { CORE_API } from '../../../shared/apiPaths/corePaths';
import { MESSAGING_API } from '../../../shared/apiPaths/messagingPaths';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  type Notification,
  type NotificationData,
  type NotificationKind,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsReadResponseSchema,
  UnreadCountsSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { unreadMessagesOf } from './conversationStore';
import { errorResponse, nextTestId } from './errorResponse';
import { access } from './listingsHandlers';
import { registerReset } from './storeResets';

/** Each person's notifications, newest first, as the server keeps them; reset after each test. */
export const serverNotifications = new Map<string, Notification[]>();
export const resetNotifications = () => serverNotifications.clear();
registerReset(resetNotifications);

let clock = Date.parse('2026-11-20T10:00:00Z');

/** Tells `email` something, as the server's writers do: the newest of their notifications. */
export function addNotification<K extends NotificationKind>(
  email: string,
  kind: K,
  data: NotificationData<K>,
  { read = false, createdAt }: { read?: boolean; createdAt?: Date } = {},
): Notification {
  clock += 60_000;
  const notification = NotificationSchema.parse({
    _id: nextTestId(),
    kind,
    data,
    read,
    created_at: (createdAt ?? new Date(clock)).toISOString(),
  });
  serverNotifications.set(email, [notification, ...(serverNotifications.get(email) ?? [])]);
  return notification;
}

const notificationsOf = (email: string) => serverNotifications.get(email) ?? [];
const unreadOf = (email: string) => notificationsOf(email).filter(({ read }) => !read).length;
const readResponse = (email: string) =>
  HttpResponse.json(NotificationsReadResponseSchema.parse({ unread: unreadOf(email) }));

export const handlers = [
  http.get(apiUrl(MESSAGING_API.notifications.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const all = notificationsOf(caller);
    const before = params.get('before');
    const start = before ? all.findIndex(({ _id }) => _id === before) + 1 : 0;
    const limit = Number(params.get('limit') ?? NOTIFICATIONS_PAGE_SIZE);
    const items = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return HttpResponse.json(
      NotificationsPageSchema.parse({ items, next: more ? (items.at(-1)?._id ?? null) : null }),
    );
  }),
  http.post(apiUrl(MESSAGING_API.notificationRead.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const notification = notificationsOf(caller).find(({ _id }) => _id === params.id);
    if (!notification) return errorResponse(404, SERVER_ERRORS.notificationNotFound);
    notification.read = true;
    return readResponse(caller);
  }),
  http.post(apiUrl(MESSAGING_API.notificationsReadAll.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    for (const notification of notificationsOf(caller)) notification.read = true;
    return readResponse(caller);
  }),
  http.get(apiUrl(CORE_API.unreadCounts.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    return HttpResponse.json(
      UnreadCountsSchema.parse({
        messages: unreadMessagesOf(caller),
        notifications: unreadOf(caller),
      }),
    );
  }),
  // No stream by default (204: an EventSource stops and does not reconnect), so a page's test
  // is not about live updates unless it asks for them (testing/liveStream.ts).
  http.get(apiUrl(MESSAGING_API.liveEvents.route), () => new HttpResponse(null, { status: 204 })),
];
