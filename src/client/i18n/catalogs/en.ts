import { authErrors } from './en/authErrors';
import { book } from './en/book';
import { buying } from './en/buying';
import { clientErrors } from './en/clientErrors';
import { labels } from './en/labels';
import { language } from './en/language';
import { listing } from './en/listing';
import { orders } from './en/orders';
import { pages } from './en/pages';
import { payment } from './en/payment';
import { search } from './en/search';
import { toasts } from './en/toasts';
import { wishlist } from './en/wishlist';

/**
 * The English catalogue: every text the client shows, as ICU messages, one namespace per
 * module. English is the source of the keys (catalogShape.ts). The seed's texts are kept
 * character for character, typos included (docs/product.md#texts-that-must-not-change).
 */
export const catalog = {
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
