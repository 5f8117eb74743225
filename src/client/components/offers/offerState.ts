import type { Offer } from '../../../shared/schemas';

/**
 * Still running: an open offer not yet answered in time, an accepted one not yet ordered. The
 * server's sweep ends them a little later; the client stops offering what has run out already.
 */
export const isRunning = (offer: Offer, now = Date.now()) =>
  (offer.status === 'open' || offer.status === 'accepted') && Date.parse(offer.expires_at) > now;

/** The reader may answer it: it is open and waits for their side. */
export const awaitsReader = (offer: Offer) =>
  isRunning(offer) && offer.status === 'open' && offer.awaiting === offer.my_role;

/** The buyer's accepted offer they may still order at: its price is the book's for them. */
export const agreedOffer = (offers: readonly Offer[] = []) =>
  offers.find(
    (offer) => offer.my_role === 'buyer' && offer.status === 'accepted' && isRunning(offer),
  );

/** Marks the element that shows an offer's state: focus goes there once it is answered. */
export const OFFER_HOME = 'data-offer-home';
