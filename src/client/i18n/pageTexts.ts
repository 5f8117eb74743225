import { flattenCatalog } from './flattenCatalog';
import { i18n } from './i18n';

/**
 * The English texts of the pages loaded on demand, in one chunk per route (catalogs/pageTexts/),
 * so a page fetches only the namespaces it and the components it renders use: the search page
 * about 1 KB rather than every page's 4 KB. The chunk names are the ones `npm run size` counts
 * (scripts/size/routeTable.ts) and the landing pages preload (src/shared/landingPages.ts).
 */
const PARTS = {
  account: () =>
    import(/* webpackChunkName: "page-texts-account" */ './catalogs/pageTexts/account'),
  search: () => import(/* webpackChunkName: "page-texts-search" */ './catalogs/pageTexts/search'),
  seller: () => import(/* webpackChunkName: "page-texts-seller" */ './catalogs/pageTexts/seller'),
  orderForm: () =>
    import(/* webpackChunkName: "page-texts-order-form" */ './catalogs/pageTexts/orderForm'),
  dashboard: () =>
    import(/* webpackChunkName: "page-texts-dashboard" */ './catalogs/pageTexts/dashboard'),
  wishlist: () =>
    import(/* webpackChunkName: "page-texts-wishlist" */ './catalogs/pageTexts/wishlist'),
  orders: () => import(/* webpackChunkName: "page-texts-orders" */ './catalogs/pageTexts/orders'),
  notifications: () =>
    import(/* webpackChunkName: "page-texts-notifications" */ './catalogs/pageTexts/notifications'),
  payment: () =>
    import(/* webpackChunkName: "page-texts-payment" */ './catalogs/pageTexts/payment'),
  messages: () =>
    import(/* webpackChunkName: "page-texts-messages" */ './catalogs/pageTexts/messages'),
  selling: () =>
    import(/* webpackChunkName: "page-texts-selling" */ './catalogs/pageTexts/selling'),
  admin: () => import(/* webpackChunkName: "page-texts-admin" */ './catalogs/pageTexts/admin'),
};

export type PageTextsPart = keyof typeof PARTS;
export const PAGE_TEXTS_PARTS = Object.keys(PARTS) as PageTextsPart[];

const loading = new Map<PageTextsPart, Promise<void>>();

/**
 * Adds a part's English texts to English's messages once, whatever the language: a reader in
 * Bangla who switches back to English on such a page finds its texts there. The routes load a
 * part with its page (app/routes.tsx), so a page never renders before its texts; a failed fetch
 * is tried again by the next page that asks.
 */
export function loadPageTexts(part: PageTextsPart): Promise<void> {
  let load = loading.get(part);
  if (!load) {
    load = PARTS[part]().then(
      ({ catalog }) => i18n.load('en', flattenCatalog(catalog)),
      (error: unknown) => {
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, load);
  }
  return load;
}
