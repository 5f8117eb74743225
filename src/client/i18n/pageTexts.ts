import { flattenCatalog } from './flattenCatalog';
import { i18n } from './i18n';

let loading: Promise<void> | undefined;

/**
 * The English texts of the pages loaded on demand (catalogs/enPages.ts), added to English's
 * messages once, whatever the language: a reader in Bangla who switches back to English on such
 * a page finds its texts there. The routes load it with those pages (app/routes.tsx), so a page
 * never renders before its texts; a failed fetch is tried again by the next page that asks.
 */
export function loadPageTexts(): Promise<void> {
  loading ??= import(/* webpackChunkName: "page-texts" */ './catalogs/enPages').then(
    ({ catalog }) => i18n.load('en', flattenCatalog(catalog)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
