import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { MessageKey, MessageValues } from './catalogShape';
import { catalog as englishCatalog } from './catalogs/enCore';
import { flattenCatalog } from './flattenCatalog';

/**
 * The one Lingui instance. English's everyday texts are loaded with the app (catalogs/enCore.ts),
 * those of the pages loaded on demand with those pages (pageTexts.ts); another language's catalogue is loaded when it is chosen
 * (languagePacks.ts). Lingui formats plurals and numbers with the browser's Intl for the active
 * language: '{count, plural, ...}' and '#' come out in Bangla digits in Bangla.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: flattenCatalog(englishCatalog) },
});

/** Makes `language` the one messages are written in; its catalogue must be loaded already. */
export function activateCatalog(language: Language, catalog: object) {
  i18n.load(language, flattenCatalog(catalog));
  i18n.activate(language);
}

/**
 * A message in the active language. Components use `useT()` (it re-renders them when the
 * language changes); code outside React (toasts from thunks) calls this at the time it shows
 * the text.
 */
export const translate = (key: MessageKey, values?: MessageValues): string => i18n._(key, values);
