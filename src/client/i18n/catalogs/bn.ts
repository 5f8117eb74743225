import type { CatalogShape } from '../catalogShape';
import { admin } from './bn/admin';
import { auth } from './bn/auth';
import { authErrors } from './bn/authErrors';
import { book } from './bn/book';
import { buying } from './bn/buying';
import { clientErrors } from './bn/clientErrors';
import { dashboard } from './bn/dashboard';
import { forms } from './bn/forms';
import { labels } from './bn/labels';
import { language } from './bn/language';
import { listing } from './bn/listing';
import { pages } from './bn/pages';
import { search } from './bn/search';
import { selling } from './bn/selling';
import { toasts } from './bn/toasts';

/**
 * The Bangla catalogue: the same keys as English (catalogShape.ts), written as a reader in
 * Bangladesh would say them. It is its own chunk, loaded only when Bangla is chosen.
 */
export const catalog: CatalogShape = {
  admin,
  auth,
  authErrors,
  book,
  buying,
  clientErrors,
  dashboard,
  forms,
  labels,
  language,
  listing,
  pages,
  search,
  selling,
  toasts,
};
