import type { CatalogShape } from '../catalogShape';
import { authErrors } from './bn/authErrors';
import { book } from './bn/book';
import { buying } from './bn/buying';
import { clientErrors } from './bn/clientErrors';
import { labels } from './bn/labels';
import { language } from './bn/language';
import { listing } from './bn/listing';
import { orders } from './bn/orders';
import { pages } from './bn/pages';
import { payment } from './bn/payment';
import { search } from './bn/search';
import { toasts } from './bn/toasts';
import { wishlist } from './bn/wishlist';

/**
 * The Bangla catalogue: the same keys as English (catalogShape.ts), written as a reader in
 * Bangladesh would say them. It is its own chunk, loaded only when Bangla is chosen.
 */
export const catalog: CatalogShape = {
  authErrors,
  book,
  buying,
  clientErrors,
  labels,
  language,
  listing,
  orders,
  pages,
  payment,
  search,
  toasts,
  wishlist,
};
