/**
 * Offers: a buyer proposes a price for a book, its seller accepts, declines or counters, and an
 * accepted offer lets that buyer order the book at the agreed price for a while.
 */
const enc = encodeURIComponent;

export const OFFER_API = {
  /** POST: a signed-in buyer's offer on a book (one open offer per buyer and book). */
  offers: { route: '/offers', url: () => '/offers' },
  /**
   * GET: the offers on a book the caller may see, newest first: the buyer's own, or, for the
   * book's seller, every buyer's.
   */
  offersAboutListing: {
    route: '/offers/about/:listingId',
    url: (listingId: string) => `/offers/about/${enc(listingId)}`,
  },
  /** POST: the side the offer waits for takes it (the seller an offer, the buyer a counter). */
  offerAccept: { route: '/offers/:id/accept', url: (id: string) => `/offers/${enc(id)}/accept` },
  offerDecline: {
    route: '/offers/:id/decline',
    url: (id: string) => `/offers/${enc(id)}/decline`,
  },
  /** POST: the seller answers an open offer with another price; it then waits for the buyer. */
  offerCounter: {
    route: '/offers/:id/counter',
    url: (id: string) => `/offers/${enc(id)}/counter`,
  },
} as const;
