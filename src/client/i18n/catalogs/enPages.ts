import { admin } from './en/admin';
import { auth } from './en/auth';
import { authErrors } from './en/authErrors';
import { buying } from './en/buying';
import { dashboard } from './en/dashboard';
import { forms } from './en/forms';
import { messages } from './en/messages';
import { moderation } from './en/moderation';
import { money } from './en/money';
import { notifications } from './en/notifications';
import { offers } from './en/offers';
import { orderPage } from './en/orderPage';
import { orders } from './en/orders';
import { payment } from './en/payment';
import { reports } from './en/reports';
import { safety } from './en/safety';
import { search } from './en/search';
import { sellerPage } from './en/sellerPage';
import { selling } from './en/selling';
import { wishlist } from './en/wishlist';

/**
 * English texts of the pages loaded on demand (sign-in, dashboard, selling, admin, reports,
 * orders, payment, search page, the order form and the report form). The app fetches them in one part per route
 * (pageTexts/*.ts, i18n/pageTexts.ts), beside their pages; this whole is for the types (en.ts)
 * and the tests. Bangla has one chunk for everything (bn.ts), fetched only when Bangla is chosen.
 */
export const catalog = {
  admin,
  auth,
  authErrors,
  buying,
  dashboard,
  forms,
  messages,
  moderation,
  money,
  notifications,
  offers,
  orderPage,
  orders,
  payment,
  reports,
  safety,
  search,
  sellerPage,
  selling,
  wishlist,
};
