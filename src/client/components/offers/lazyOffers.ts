import { lazyOrNothing } from '../lazyOrNothing';

/**
 * The offers' parts a conversation shows (the buyer's offer, the answers on a step) come in a
 * chunk of their own, with their dates' words (date-fns): most conversations have no offer.
 */
const loadOffers = () => import(/* webpackChunkName: "offers" */ './offerParts');

export const LazyBuyerOffer = lazyOrNothing('The offer', () =>
  loadOffers().then((module) => module.BuyerOffer),
);

export const LazyOfferAnswerButtons = lazyOrNothing('The offer answers', () =>
  loadOffers().then((module) => module.OfferAnswerButtons),
);
