import { flattenCatalog } from './flattenCatalog';
import { i18n } from './i18n';

/**
 * The English texts of the pages loaded on demand, one part per route (catalogs/pageTexts/), so a
 * page fetches only the namespaces it and the components it renders use. Each part goes into its
 * route's own chunk (the same `webpackChunkName` as in routes/routes.tsx): no request of its own,
 * and `npm run size` counts it with the route. The order form's part comes with the order form
 * (components/buying/loadOrderModal.ts): were it imported here, in the main bundle, every page
 * could fetch the order form's chunk (`npm run size` checks where the forms may go). The report
 * form's part comes with the report form the same way (components/reporting/loadReportDialog.ts).
 */
const PARTS = {
  account: () => import(/* webpackChunkName: "account" */ './catalogs/pageTexts/account'),
  book: () => import(/* webpackChunkName: "book" */ './catalogs/pageTexts/book'),
  search: () => import(/* webpackChunkName: "search" */ './catalogs/pageTexts/search'),
  seller: () => import(/* webpackChunkName: "seller" */ './catalogs/pageTexts/seller'),
  dashboard: () => import(/* webpackChunkName: "dashboard" */ './catalogs/pageTexts/dashboard'),
  wishlist: () => import(/* webpackChunkName: "wishlist" */ './catalogs/pageTexts/wishlist'),
  orders: () => import(/* webpackChunkName: "orders" */ './catalogs/pageTexts/orders'),
  order: () => import(/* webpackChunkName: "order" */ './catalogs/pageTexts/order'),
  notifications: () =>
    import(/* webpackChunkName: "notifications" */ './catalogs/pageTexts/notifications'),
  payment: () => import(/* webpackChunkName: "payment" */ './catalogs/pageTexts/payment'),
  messages: () => import(/* webpackChunkName: "messages" */ './catalogs/pageTexts/messages'),
  selling: () => import(/* webpackChunkName: "selling" */ './catalogs/pageTexts/selling'),
  admin: () => import(/* webpackChunkName: "admin" */ './catalogs/pageTexts/admin'),
  moderation: () => import(/* webpackChunkName: "moderation" */ './catalogs/pageTexts/moderation'),
  money: () => import(/* webpackChunkName: "money" */ './catalogs/pageTexts/money'),
};

export type PageTextsPart = keyof typeof PARTS;
export const PAGE_TEXTS_PARTS = Object.keys(PARTS) as PageTextsPart[];

const loading = new Map<PageTextsPart, Promise<void>>();

/**
 * Adds a part's English texts to English's messages once, whatever the language: a reader in
 * Bangla who switches back to English on such a page finds its texts there. The routes load a
 * part with its page (routes/routes.tsx), so a page never renders before its texts; a failed fetch
 * is tried again by the next page that asks.
 */
export function loadPageTexts(part: PageTextsPart): Promise<void> {
  let load = loading.get(part);
  if (!load) {
    load = PARTS[part]().then(
      ({ catalog }) => addPageTexts(catalog),
      (error: unknown) => {
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, load);
  }
  return load;
}

/** Adds a part of the page texts (catalogs/pageTexts/) to English's messages. */
export function addPageTexts(catalog: object): void {
  i18n.load('en', flattenCatalog(catalog));
}
