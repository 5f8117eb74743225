import { type Language, LANGUAGE_TAGS } from '../../shared/languages';
import { activateCatalog } from './i18n';
import type { LanguagePack } from './languagePackShape';
import { loadLanguagePack } from './languagePacks';
import { loadTranslatedContent } from './translatedContent';

let active: LanguagePack | undefined;

/**
 * Loads `language`'s pack (a chunk for Bangla) and the features' content in it
 * (translatedContent.ts), activates its catalogue and marks the page:
 * `<html lang>` tells screen readers how to speak it and selects the Bangla font (styles/banglaFont.css).
 * Rejects, leaving the page as it was, when the chunk cannot be fetched (no connection).
 */
export async function activateLanguage(language: Language): Promise<void> {
  const [pack] = await Promise.all([loadLanguagePack[language](), loadTranslatedContent(language)]);
  activateCatalog(language, pack.catalog);
  active = pack;
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The active language's pack (English's has no date formatter or server error texts). */
export const activePack = (): LanguagePack | undefined => active;
