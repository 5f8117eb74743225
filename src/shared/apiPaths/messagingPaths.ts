/**
 * Conversations between a buyer and a seller, and notifications.
 */
const enc = encodeURIComponent;

export const MESSAGING_API = {
  /**
   * Ours: conversations between a buyer and a seller about one book. GET lists the
   * caller's (newest activity first); POST starts one with its first message (or adds to it).
   */
  conversations: {
    route: '/conversations',
    url: (query = '') => (query ? `/conversations?${query}` : '/conversations'),
  },
  /** The caller's (a buyer's) conversation about a listing, or 404 when they have not asked yet. */
  conversationAboutListing: {
    route: '/conversations/about/:listingId',
    url: (listingId: string) => `/conversations/about/${enc(listingId)}`,
  },
  conversation: { route: '/conversations/:id', url: (id: string) => `/conversations/${enc(id)}` },
  /** GET a page of messages (older with `before`), POST one more message. */
  conversationMessages: {
    route: '/conversations/:id/messages',
    url: (id: string, query = '') =>
      `/conversations/${enc(id)}/messages${query ? `?${query}` : ''}`,
  },
  conversationRead: {
    route: '/conversations/:id/read',
    url: (id: string) => `/conversations/${enc(id)}/read`,
  },
  /** Admin: removing a message; stopping a person from sending. */
  messageRemoval: {
    route: '/messages/:id/removal',
    url: (id: string) => `/messages/${enc(id)}/removal`,
  },
  messagingBlock: {
    route: '/users/:id/messaging-block',
    url: (id: string) => `/users/${enc(id)}/messaging-block`,
  },
  /** Ours: the caller's notifications, newest first, and marking them read. */
  notifications: {
    route: '/notifications',
    url: (query = '') => (query ? `/notifications?${query}` : '/notifications'),
  },
  notificationRead: {
    route: '/notifications/:id/read',
    url: (id: string) => `/notifications/${enc(id)}/read`,
  },
  notificationsReadAll: { route: '/notifications/read-all', url: () => '/notifications/read-all' },
  /** Server-Sent Events: what changed for the caller, live (schemas/liveEvents.ts). */
  liveEvents: { route: '/events', url: () => '/events' },
} as const;
