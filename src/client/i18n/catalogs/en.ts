import { admin } from './en/admin';
import { auth } from './en/auth';
import { about } from './en/about';
import { authErrors } from './en/authErrors';
import { book } from './en/book';
import { buying } from './en/buying';
// Aliased: this module's own export is called `catalog`.
import { catalog as catalogPage } from './en/catalog';
import { clientErrors } from './en/clientErrors';
import { dashboard } from './en/dashboard';
import { forms } from './en/forms';
import { errors } from './en/errors';
import { footer } from './en/footer';
import { header } from './en/header';
import { home } from './en/home';
import { labels } from './en/labels';
import { language } from './en/language';
import { listing } from './en/listing';
import { orders } from './en/orders';
import { pages } from './en/pages';
import { payment } from './en/payment';
import { search } from './en/search';
import { selling } from './en/selling';
import { toasts } from './en/toasts';
import { wishlist } from './en/wishlist';

/**
 * The English catalogue: every text the client shows, as ICU messages, one namespace per
 * module. English is the source of the keys (catalogShape.ts). The seed's texts are kept
 * character for character, typos included (docs/product.md#texts-that-must-not-change).
 */
export const catalog = {
  admin,
  auth,
  about,
  authErrors,
  book,
  buying,
  catalog: catalogPage,
  clientErrors,
  dashboard,
  forms,
  errors,
  footer,
  header,
  home,
  labels,
  language,
  listing,
  orders,
  pages,
  payment,
  search,
  selling,
  toasts,
  wishlist,
};
