import { lazyOrNothing } from '../lazyOrNothing';

/**
 * The offer's price form comes with the first 'Make an offer' or 'Counter', not with the book
 * page or the conversation. It travels in the order form's chunk, which has the same form library
 * and field: a chunk of its own would cost every page's first load a line of the script runtime.
 */
export const LazyOfferAmountForm = lazyOrNothing('The offer form', () =>
  import(/* webpackChunkName: "order-form" */ './OfferAmountForm').then(
    (module) => module.OfferAmountForm,
  ),
);
