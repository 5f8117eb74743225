/**
 * The calls of the app's first load: signing in, roles, categories, the badges, one's language.
 * Only these: every page's first load carries this module.
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
  /** The badges: unread messages and unread notifications, in one call. */
  unreadCounts: { route: '/unread-counts', url: () => '/unread-counts' },
  /** Ours: the signed-in account's own choices (its language), GET to read and PUT to store. */
  preferences: { route: '/preferences', url: () => '/preferences' },
} as const;
