/**
 * Every client path in one table: `path` is the router's pattern, `getHref` builds a link.
 * Dashboard paths are relative to /dashboard in the route table and absolute in `getHref`.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  about: { path: '/about', getHref: () => '/about' },
  blog: { path: '/blog', getHref: () => '/blog' },
  signIn: { path: '/signin', getHref: () => '/signin' },
  /** Where the seller and admin guards send people; it shows the sign-in page. */
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  categoryListings: {
    path: '/categorybooks/:id',
    getHref: (categoryId: string) => `/categorybooks/${encodeURIComponent(categoryId)}`,
  },
  /** Public search; the query string holds the words, filters, sort (docs/product.md#search). */
  search: {
    path: '/search',
    getHref: (query = '') => (query ? `/search?${query}` : '/search'),
  },
  /** Public page of one book, sold or not; the server fills its Open Graph tags. */
  book: { path: '/book/:id', getHref: (id: string) => `/book/${encodeURIComponent(id)}` },
  /** Public page of one seller: who they are, their available books, their reviews. */
  sellerPage: {
    path: '/seller/:id',
    getHref: (sellerId: string) => `/seller/${encodeURIComponent(sellerId)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: 'profile', getHref: () => '/dashboard/profile' },
  addListing: { path: 'addproduct', getHref: () => '/dashboard/addproduct' },
  myListings: { path: 'myproducts', getHref: () => '/dashboard/myproducts' },
  /** Ours: 'Orders for my books', a seller's side of their orders. */
  sellerOrders: { path: 'sellerorders', getHref: () => '/dashboard/sellerorders' },
  /** The Add Product form, filled with one of the seller's unsold listings to edit it. */
  editListing: {
    path: 'editproduct/:id',
    getHref: (listingId: string) => `/dashboard/editproduct/${encodeURIComponent(listingId)}`,
  },
  /** Ours: the inbox, one conversation, and a buyer's question about a book. */
  messages: { path: 'messages', getHref: () => '/dashboard/messages' },
  conversation: {
    path: 'messages/:id',
    getHref: (conversationId: string) =>
      `/dashboard/messages/${encodeURIComponent(conversationId)}`,
  },
  /** 'Ask the seller': the buyer's conversation about that book, or a new one at the first message. */
  askSeller: {
    path: 'messages/about/:listingId',
    getHref: (listingId: string) => `/dashboard/messages/about/${encodeURIComponent(listingId)}`,
  },
  notifications: { path: 'notifications', getHref: () => '/dashboard/notifications' },
  /** Admin: open reports (listings, reviews, conversations) and listings waiting for approval. */
  reports: { path: 'reports', getHref: () => '/dashboard/reports' },
  /** The reports page's former address (reported conversations only): it leads to Reports. */
  reportedConversations: {
    path: 'reported-conversations',
    getHref: () => '/dashboard/reported-conversations',
  },
  myWishlist: { path: 'mywishlist', getHref: () => '/dashboard/mywishlist' },
  myOrders: { path: 'myorders', getHref: () => '/dashboard/myorders' },
  /** Ours: one order's page, for its buyer and its seller. */
  order: {
    path: 'orders/:id',
    getHref: (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`,
  },
  /** Ours: a seller's Balance; the admin's Balances due and queue of order problems. */
  balance: { path: 'balance', getHref: () => '/dashboard/balance' },
  balancesDue: { path: 'balances', getHref: () => '/dashboard/balances' },
  orderProblems: { path: 'order-problems', getHref: () => '/dashboard/order-problems' },
  /** Ours: the admin's gateway payments held by the gateway's risk check, to accept or refund. */
  heldPayments: { path: 'held-payments', getHref: () => '/dashboard/held-payments' },
  allBuyers: { path: 'allbuyers', getHref: () => '/dashboard/allbuyers' },
  allSellers: { path: 'allsellers', getHref: () => '/dashboard/allsellers' },
  payment: {
    path: 'payment/:id',
    getHref: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
  },
} as const;
