import type { CatalogShape } from '../catalogShape';
import { admin } from './bn/admin';
import { auth } from './bn/auth';
import { about } from './bn/about';
import { appStatus } from './bn/appStatus';
import { authErrors } from './bn/authErrors';
import { book } from './bn/book';
import { buying } from './bn/buying';
// Aliased: this module's own export is called `catalog`.
import { catalog as catalogPage } from './bn/catalog';
import { clientErrors } from './bn/clientErrors';
import { dashboard } from './bn/dashboard';
import { forms } from './bn/forms';
import { errors } from './bn/errors';
import { footer } from './bn/footer';
import { header } from './bn/header';
import { home } from './bn/home';
import { labels } from './bn/labels';
import { language } from './bn/language';
import { listing } from './bn/listing';
import { messages } from './bn/messages';
import { moderation } from './bn/moderation';
import { money } from './bn/money';
import { notifications } from './bn/notifications';
import { offers } from './bn/offers';
import { orderPage } from './bn/orderPage';
import { orders } from './bn/orders';
import { pages } from './bn/pages';
import { payment } from './bn/payment';
import { reports } from './bn/reports';
import { safety } from './bn/safety';
import { search } from './bn/search';
import { sellerPage } from './bn/sellerPage';
import { selling } from './bn/selling';
import { toasts } from './bn/toasts';
import { wishlist } from './bn/wishlist';

/**
 * The Bangla catalogue: the same keys as English (catalogShape.ts), written as a reader in
 * Bangladesh would say them. It is its own chunk, loaded only when Bangla is chosen.
 */
export const catalog: CatalogShape = {
  admin,
  auth,
  about,
  appStatus,
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
  messages,
  moderation,
  money,
  notifications,
  offers,
  orderPage,
  orders,
  pages,
  payment,
  reports,
  safety,
  search,
  sellerPage,
  selling,
  toasts,
  wishlist,
};
