/**
 * Every text of a feature's long-form content in one language (a `Record<Language, ...>` entry),
 * for expectNoEnglishLeft's `extra`: the strings found anywhere inside, except paths ('/images/…').
 */
export function contentTexts(content: unknown): string[] {
  if (typeof content === 'string') return content.startsWith('/') ? [] : [content];
  if (Array.isArray(content)) return content.flatMap(contentTexts);
  if (typeof content === 'object' && content !== null) {
    return Object.values(content).flatMap(contentTexts);
  }
  return [];
}
