/**
 * Books: listings and their photos' owners, categories, search, a seller's page, reviews and
 * the wishlist.
 */
const enc = encodeURIComponent;

export const CATALOG_API = {
  advertisements: { route: '/adv', url: () => '/adv' },
  advertise: { route: '/adv/:id', url: (id: string) => `/adv/${enc(id)}` },
  offAdvertise: { route: '/offadv/:id', url: (id: string) => `/offadv/${enc(id)}` },
  sellerListings: { route: '/books', url: (email: string) => `/books?email=${enc(email)}` },
  deleteListing: { route: '/deletebook/:id', url: (id: string) => `/deletebook/${enc(id)}` },
  isSold: { route: '/issold/:id', url: (id: string) => `/issold/${enc(id)}` },
  categoryId: { route: '/categoryid', url: (name: string) => `/categoryid?catname=${enc(name)}` },
  addListing: { route: '/addbook', url: () => '/addbook' },
  confirmListing: { route: '/addbook', url: (pid: string) => `/addbook?pid=${enc(pid)}` },
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
  upload: { route: '/upload', url: () => '/upload' },
} as const;
