import { catalog as core } from './enCore';
import { catalog as pages } from './enPages';

/**
 * The English catalogue: every text the client shows, as ICU messages, one namespace per
 * module. English is the source of the keys (catalogShape.ts). The texts that must not change
 * are kept character for character, typos included
 * (docs/product.md#texts-that-must-not-change).
 * The app loads it in parts (enCore.ts first, pageTexts/*.ts with the pages that need them); this
 * whole is for the types, the Bangla catalogue's shape and the tests.
 */
export const catalog = { ...core, ...pages };
