/** The rules of offers on a book, shared by the server, the client and the mocks. */

/**
 * Offers (docs/product.md#offers): an open offer waits this long for the other side's answer; an
 * accepted one lets its buyer order at the agreed price for OFFER_ORDER_HOURS.
 */
export const OFFER_OPEN_HOURS = 48;
export const OFFER_ORDER_HOURS = 24;
/** Where an offer stands: open (waiting for `awaiting`), or ended one way or another. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'ordered'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What happened to an offer, as the conversation shows each step. */
export const OFFER_EVENTS = ['made', 'countered', 'accepted', 'declined', 'expired'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];
