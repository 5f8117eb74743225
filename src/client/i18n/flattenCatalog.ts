import type { Messages } from '@lingui/core';

/**
 * A message as Lingui takes it: an ICU string in development and tests (Lingui compiles it on
 * first use), or the compiled form the production build makes of it
 * (scripts/build/compileCatalogLoader.ts), so the browser never loads an ICU parser.
 */
export type CatalogMessage = Messages[string];

type NestedCatalog = Record<string, Record<string, CatalogMessage>>;

/** `{ labels: { buyNow: 'Buy Now!' } }` → `{ 'labels.buyNow': 'Buy Now!' }`, Lingui's message ids. */
export function flattenCatalog(catalog: object): Record<string, CatalogMessage> {
  const messages: Record<string, CatalogMessage> = {};
  for (const [namespace, entries] of Object.entries(catalog as NestedCatalog)) {
    for (const [key, message] of Object.entries(entries)) messages[`${namespace}.${key}`] = message;
  }
  return messages;
}
