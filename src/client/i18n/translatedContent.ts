import type { Language } from '../../shared/languages';

/** Per language, the loaders of the content features registered (translatedContent below). */
const loaders: Partial<Record<Language, Array<() => Promise<void>>>> = {};

/**
 * Long-form content a feature writes in a language besides English (the home page's banner,
 * FAQ and stories): the feature registers how to load its translation, and activating that
 * language loads it with the catalogue (activeLanguage.ts), so a page never renders in Bangla
 * with English content, and i18n knows no feature. Register at the app's start, before the first
 * language is chosen: the composition root (routes/) imports the registration. Returns the
 * loaded content, undefined until the language is first activated.
 */
export function registerTranslatedContent<T>(
  language: Language,
  load: () => Promise<T>,
): () => T | undefined {
  let content: T | undefined;
  (loaders[language] ??= []).push(async () => {
    content = await load();
  });
  return () => content;
}

/** Loads the content registered for `language`; rejects when a chunk cannot be fetched. */
export async function loadTranslatedContent(language: Language): Promise<void> {
  await Promise.all((loaders[language] ?? []).map((load) => load()));
}
