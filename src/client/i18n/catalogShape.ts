import type { catalog as englishCatalog } from './catalogs/en';

/**
 * A catalogue is namespaces of ICU messages ('Total Buyer: {count}'), nested one level:
 * `labels.buyNow`. English (catalogs/en.ts) is the source of the keys; every other language has
 * the same shape, so a missing key fails `npm run typecheck` in that catalogue.
 */
export type EnglishCatalog = typeof englishCatalog;

/** The shape another language's catalogue must have: every key of English, each a string. */
export type CatalogShape = {
  [Namespace in keyof EnglishCatalog]: { [Key in keyof EnglishCatalog[Namespace]]: string };
};

/** A message's id: 'namespace.key', typed, so a misspelt key fails the typecheck. */
export type MessageKey = {
  [
    Namespace in keyof EnglishCatalog & string
  ]: `${Namespace}.${keyof EnglishCatalog[Namespace] & string}`;
}[keyof EnglishCatalog & string];

/** Values for a message's placeholders: `{ count: 3 }` for 'Total Buyer: {count}'. */
export type MessageValues = Record<string, string | number>;
