import type { Language } from '../../shared/languages';
import { catalog as englishCatalog } from './catalogs/enCore';
import type { LanguagePack } from './languagePackShape';

/**
 * English is part of the first load; Bangla (its catalogue, date-fns and its `bn` locale) is one
 * chunk fetched only when Bangla is chosen, so English pages never carry it.
 */
export const loadLanguagePack: Record<Language, () => Promise<LanguagePack>> = {
  en: () => Promise.resolve({ catalog: englishCatalog }),
  bn: () =>
    import(/* webpackChunkName: "lang-bn" */ './banglaPack').then((module) => module.banglaPack),
};
