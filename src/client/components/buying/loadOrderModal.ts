import { addPageTexts } from '../../i18n/pageTexts';

/**
 * The order form's code (its form library, dialog and zod) and its English texts
 * (i18n/catalogs/pageTexts/orderForm.ts), one chunk fetched on the first 'Buy Now!'
 * (useCardActions.tsx, useBuyListing.tsx), so the dialog never shows before its words.
 */
export const loadOrderModal = () =>
  Promise.all([
    import(/* webpackChunkName: "order-form" */ './OrderModal'),
    import(/* webpackChunkName: "order-form" */ '../../i18n/catalogs/pageTexts/orderForm'),
  ]).then(([module, texts]) => {
    addPageTexts(texts.catalog);
    return module.OrderModal;
  });

/** BuyOnArrival, in the same chunk: someone back from signing in is about to order. */
export const loadBuyOnArrival = () =>
  import(/* webpackChunkName: "order-form" */ './BuyOnArrival').then(
    (module) => module.BuyOnArrival,
  );
