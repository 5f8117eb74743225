/**
 * The product server's calls (docs/product.md#the-api), mounted under one prefix. Route
 * definitions on the server use the `route` patterns; the client builds URLs with the functions.
 */
export const API_PREFIX = '/api';

const enc = encodeURIComponent;

export const API = {
  categories: { route: '/Categories', url: () => '/Categories' },
  advertisements: { route: '/adv', url: () => '/adv' },
  advertise: { route: '/adv/:id', url: (id: string) => `/adv/${enc(id)}` },
  offAdvertise: { route: '/offadv/:id', url: (id: string) => `/offadv/${enc(id)}` },
  sellerDetail: {
    route: '/sellerDetail',
    url: (email: string) => `/sellerDetail?email=${enc(email)}`,
  },
  roleOf: { route: '/iswhat/:email', url: (email: string) => `/iswhat/${enc(email)}` },
  isSeller: { route: '/isseller/:email', url: (email: string) => `/isseller/${enc(email)}` },
  isAdmin: { route: '/isadmin/:email', url: (email: string) => `/isadmin/${enc(email)}` },
  buyers: { route: '/buyers', url: () => '/buyers' },
  sellers: { route: '/sellers', url: () => '/sellers' },
  verifySeller: {
    route: '/sellerverify',
    url: (email: string) => `/sellerverify?mail=${enc(email)}`,
  },
  orders: { route: '/orders', url: (email: string) => `/orders?email=${enc(email)}` },
  createOrder: { route: '/orders', url: () => '/orders' },
  order: { route: '/order/:id', url: (id: string) => `/order/${enc(id)}` },
  /** Ours: the caller's open order (unpaid or paid, not handed over) of a book, for its page. */
  openOrderAboutListing: {
    route: '/orders/about/:listingId',
    url: (listingId: string) => `/orders/about/${enc(listingId)}`,
  },
  /** Ours: an order's life (docs/decisions/0053): its meet-up, cancelling, the handover code. */
  orderMeetup: { route: '/orders/:id/meetup', url: (id: string) => `/orders/${enc(id)}/meetup` },
  orderMeetupAgreement: {
    route: '/orders/:id/meetup/agree',
    url: (id: string) => `/orders/${enc(id)}/meetup/agree`,
  },
  orderCancel: { route: '/orders/:id/cancel', url: (id: string) => `/orders/${enc(id)}/cancel` },
  orderNoShow: { route: '/orders/:id/no-show', url: (id: string) => `/orders/${enc(id)}/no-show` },
  orderHistory: {
    route: '/orders/:id/history',
    url: (id: string) => `/orders/${enc(id)}/history`,
  },
  handoverCode: {
    route: '/orders/:id/handover-code',
    url: (id: string) => `/orders/${enc(id)}/handover-code`,
  },
  handover: { route: '/orders/:id/handover', url: (id: string) => `/orders/${enc(id)}/handover` },
  /** Ours: 'Orders for my books': the orders of the caller's listings, newest first. */
  sellerOrders: { route: '/seller-orders', url: () => '/seller-orders' },
  /** Ours: a seller's 'Balance'; the admin's 'Balances due' and payouts. */
  balance: { route: '/balance', url: () => '/balance' },
  balancesDue: { route: '/admin/balances', url: () => '/admin/balances' },
  payouts: { route: '/admin/payouts', url: () => '/admin/payouts' },
  /** Ours: a buyer's problem with an online order after its handover; the admin's queue. */
  orderProblem: { route: '/orders/:id/problem', url: (id: string) => `/orders/${enc(id)}/problem` },
  orderProblems: { route: '/admin/order-problems', url: () => '/admin/order-problems' },
  orderProblemResolution: {
    route: '/admin/order-problems/:id/resolution',
    url: (id: string) => `/admin/order-problems/${enc(id)}/resolution`,
  },
  sellerListings: { route: '/books', url: (email: string) => `/books?email=${enc(email)}` },
  deleteListing: { route: '/deletebook/:id', url: (id: string) => `/deletebook/${enc(id)}` },
  isSold: { route: '/issold/:id', url: (id: string) => `/issold/${enc(id)}` },
  jwt: { route: '/jwt', url: () => '/jwt' },
  jwtByEmail: { route: '/jwt', url: (email: string) => `/jwt?email=${enc(email)}` },
  googleUsers: { route: '/g-users', url: () => '/g-users' },
  /** Ours: 'Sign out everywhere' ends every session of the caller's account. */
  revokeAllSessions: { route: '/sessions/revoke-all', url: () => '/sessions/revoke-all' },
  categoryId: { route: '/categoryid', url: (name: string) => `/categoryid?catname=${enc(name)}` },
  addListing: { route: '/addbook', url: () => '/addbook' },
  confirmListing: { route: '/addbook', url: (pid: string) => `/addbook?pid=${enc(pid)}` },
  createPaymentIntent: { route: '/create-payment-intent', url: () => '/create-payment-intent' },
  payments: { route: '/payments', url: () => '/payments' },
  /** Ours: which card provider is active (Stripe's publishable key, or the test-mode provider). */
  paymentConfig: { route: '/payment-config', url: () => '/payment-config' },
  /** Ours: the built-in test-mode provider's stand-in for Stripe.js's confirmCardPayment. */
  testModeCardConfirm: { route: '/test-payments/confirm', url: () => '/test-payments/confirm' },
  /** Ours: Stripe posts its signed events here (only with STRIPE_WEBHOOK_SECRET set). */
  stripeWebhook: { route: '/stripe/webhook', url: () => '/stripe/webhook' },
  categoryListings: {
    route: '/CategoryBooks/:id',
    url: (id: string) => `/CategoryBooks/${enc(id)}`,
  },
  wishlist: { route: '/wishlist', url: (email: string) => `/wishlist?email=${enc(email)}` },
  addToWishlist: {
    route: '/wishlist/:bookId',
    url: (bookId: string) => `/wishlist/${enc(bookId)}`,
  },
  removeFromWishlist: {
    route: '/wishlist/:bookId',
    url: (bookId: string) => `/wishlist/${enc(bookId)}`,
  },
  /** Ours: public search over available listings; `query` is the query string without '?'. */
  search: { route: '/search', url: (query: string) => (query ? `/search?${query}` : '/search') },
  /** Ours: one listing, sold or not (the book page). */
  listing: { route: '/listings/:id', url: (id: string) => `/listings/${enc(id)}` },
  /** Ours: the seller edits an unsold listing of theirs (PUT). */
  editListing: { route: '/listings/:id', url: (id: string) => `/listings/${enc(id)}` },
  /** Ours: the buyer of a paid order rates its seller (POST), then may change it (PUT /:id). */
  reviews: { route: '/reviews', url: () => '/reviews' },
  review: { route: '/reviews/:id', url: (id: string) => `/reviews/${enc(id)}` },
  /** Ours: the admin removes a review with a reason. */
  reviewRemoval: {
    route: '/reviews/:id/removal',
    url: (id: string) => `/reviews/${enc(id)}/removal`,
  },
  /** Ours: a seller's public page: who they are, their available books, their reviews. */
  sellerProfile: { route: '/seller/:id', url: (id: string) => `/seller/${enc(id)}` },
  sellerBooks: {
    route: '/seller/:id/books',
    url: (id: string, query = '') => `/seller/${enc(id)}/books${query ? `?${query}` : ''}`,
  },
  sellerReviews: {
    route: '/seller/:id/reviews',
    url: (id: string, query = '') => `/seller/${enc(id)}/reviews${query ? `?${query}` : ''}`,
  },
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
  conversationReport: {
    route: '/conversations/:id/report',
    url: (id: string) => `/conversations/${enc(id)}/report`,
  },
  /** Ours: reporting a listing or a review to the admin (a conversation: conversationReport). */
  listingReport: {
    route: '/listings/:id/report',
    url: (id: string) => `/listings/${enc(id)}/report`,
  },
  reviewReport: {
    route: '/reviews/:id/report',
    url: (id: string) => `/reviews/${enc(id)}/report`,
  },
  /** Admin: the reports' queue (open or resolved) and closing one with an outcome. */
  reports: {
    route: '/admin/reports',
    url: (status: 'open' | 'resolved' = 'open') => `/admin/reports?status=${status}`,
  },
  reportResolution: {
    route: '/admin/reports/:id/resolution',
    url: (id: string) => `/admin/reports/${enc(id)}/resolution`,
  },
  /** Admin: listings waiting for approval, and approving or refusing one. */
  listingsAwaitingApproval: {
    route: '/admin/listings/awaiting-approval',
    url: () => '/admin/listings/awaiting-approval',
  },
  listingApproval: {
    route: '/admin/listings/:id/approval',
    url: (id: string) => `/admin/listings/${enc(id)}/approval`,
  },
  /** Admin: what to weigh before verifying a seller. */
  sellerSummary: {
    route: '/admin/sellers/:id/summary',
    url: (id: string) => `/admin/sellers/${enc(id)}/summary`,
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
