import { lazyOrNothing } from '../lazyOrNothing';

/**
 * The offer's price form (its form library) comes with the first 'Make an offer' or 'Counter',
 * not with the book page or the conversation.
 */
export const LazyOfferAmountForm = lazyOrNothing('The offer form', () =>
  import(/* webpackChunkName: "offer-form" */ './OfferAmountForm').then(
    (module) => module.OfferAmountForm,
  ),
);
