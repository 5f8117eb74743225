import { lazyOrNothing } from '../lazyOrNothing';

/**
 * The offers' parts a conversation shows (the buyer's offer, the answers on a step) come later,
 * with their dates' words (date-fns): most conversations have no offer. They travel in the book
 * page's buying chunk, which has them already: a chunk of their own would cost every page's first
 * load a line of the script runtime.
 */
const loadOffers = () => import(/* webpackChunkName: "book-buying" */ './offerParts');

export const LazyBuyerOffer = lazyOrNothing('The offer', () =>
  loadOffers().then((module) => module.BuyerOffer),
);

export const LazyOfferAnswerButtons = lazyOrNothing('The offer answers', () =>
  loadOffers().then((module) => module.OfferAnswerButtons),
);
