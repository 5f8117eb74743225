import { admin } from './en/admin';
import { auth } from './en/auth';
import { authErrors } from './en/authErrors';
import { book } from './en/book';
import { buying } from './en/buying';
import { clientErrors } from './en/clientErrors';
import { dashboard } from './en/dashboard';
import { forms } from './en/forms';
import { labels } from './en/labels';
import { language } from './en/language';
import { listing } from './en/listing';
import { pages } from './en/pages';
import { search } from './en/search';
import { selling } from './en/selling';
import { toasts } from './en/toasts';

/**
 * The English catalogue: every text the client shows, as ICU messages, one namespace per
 * module. English is the source of the keys (catalogShape.ts). The seed's texts are kept
 * character for character, typos included (docs/product.md#texts-that-must-not-change).
 */
export const catalog = {
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
