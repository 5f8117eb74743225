/**
 * The product's languages (docs/decisions/0029-lingui-with-compiled-catalogues.md). English is
 * the spec's own wording and the fallback; Bangla is the language of most of its readers.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** How each language names itself in the language switch (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The BCP 47 tag for `<html lang>` and Intl: Bangla as written in Bangladesh. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', bn: 'bn-BD' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first visit's language from the browser's preferred ones (navigator.languages): the first
 * that is Bangla or English decides, so ['bn-BD', 'en'] is Bangla and ['en-GB', 'bn'] English.
 */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
