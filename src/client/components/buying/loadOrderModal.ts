import { loadPageTexts } from '../../i18n/pageTexts';

/**
 * The order form's code (its form library, dialog and zod) and its English texts, fetched
 * together on the first 'Buy Now!' (useCardActions.tsx, useBuyListing.tsx): one chunk each, so
 * every page fetches them once, and the dialog never shows before its words.
 */
export const loadOrderModal = () =>
  Promise.all([
    import(/* webpackChunkName: "order-form" */ './OrderModal'),
    loadPageTexts('orderForm'),
  ]).then(([module]) => module.OrderModal);
