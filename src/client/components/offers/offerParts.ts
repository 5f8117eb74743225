/** The offers' parts loaded on demand (lazyOffers.ts), one chunk. */
export { BuyerOffer } from './BuyerOffer';
export { OfferAnswerButtons } from './OfferAnswerButtons';
