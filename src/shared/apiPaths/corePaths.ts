/**
 * The calls of the app's first load (signing in, roles, categories, the badges, the live
 * channel, one's own preferences and profile), the photo upload and the server's own health.
 */
const enc = encodeURIComponent;

export const CORE_API = {
  categories: { route: '/Categories', url: () => '/Categories' },
  sellerDetail: {
    route: '/sellerDetail',
    url: (email: string) => `/sellerDetail?email=${enc(email)}`,
  },
  roleOf: { route: '/iswhat/:email', url: (email: string) => `/iswhat/${enc(email)}` },
  isSeller: { route: '/isseller/:email', url: (email: string) => `/isseller/${enc(email)}` },
  isAdmin: { route: '/isadmin/:email', url: (email: string) => `/isadmin/${enc(email)}` },
  jwt: { route: '/jwt', url: () => '/jwt' },
  jwtByEmail: { route: '/jwt', url: (email: string) => `/jwt?email=${enc(email)}` },
  googleUsers: { route: '/g-users', url: () => '/g-users' },
  /** Ours: 'Sign out everywhere' ends every session of the caller's account. */
  revokeAllSessions: { route: '/sessions/revoke-all', url: () => '/sessions/revoke-all' },
  /** The badges: unread messages and unread notifications, in one call. */
  unreadCounts: { route: '/unread-counts', url: () => '/unread-counts' },
  /** Server-Sent Events: what changed for the caller, live (schemas/liveEvents.ts). */
  liveEvents: { route: '/events', url: () => '/events' },
  upload: { route: '/upload', url: () => '/upload' },
  /** Ours: the signed-in account's own choices (its language), GET to read and PUT to store. */
  preferences: { route: '/preferences', url: () => '/preferences' },
  /** Ours: the signed-in person's own name and mobile number, GET to read and PUT to change. */
  profile: { route: '/profile', url: () => '/profile' },
  health: { route: '/health', url: () => '/health' },
  /** Ours: whether this copy takes traffic (200) or is shutting down (503), for load balancers. */
  ready: { route: '/ready', url: () => '/ready' },
} as const;
