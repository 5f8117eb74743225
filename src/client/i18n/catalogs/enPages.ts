import { admin } from './en/admin';
import { auth } from './en/auth';
import { authErrors } from './en/authErrors';
import { buying } from './en/buying';
import { dashboard } from './en/dashboard';
import { forms } from './en/forms';
import { messages } from './en/messages';
import { notifications } from './en/notifications';
import { orders } from './en/orders';
import { payment } from './en/payment';
import { search } from './en/search';
import { sellerPage } from './en/sellerPage';
import { selling } from './en/selling';
import { wishlist } from './en/wishlist';

/**
 * English texts of the pages loaded on demand (sign-in, dashboard, selling, admin, orders,
 * payment, search page, the order form): fetched with those pages (pageTexts.ts), beside their
 * styles. Bangla has one chunk for everything (bn.ts), fetched only when Bangla is chosen.
 */
export const catalog = {
  admin,
  auth,
  authErrors,
  buying,
  dashboard,
  forms,
  messages,
  notifications,
  orders,
  payment,
  search,
  sellerPage,
  selling,
  wishlist,
};
