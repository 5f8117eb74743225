import { adminHandlers } from './adminHandlers';
import { advertisementsHandlers } from './advertisementsHandlers';
import { categoriesHandlers } from './categoriesHandlers';
import { conversationHandlers } from './conversationHandlers';
import { identityHandlers } from './identityHandlers';
import { listingsHandlers } from './listingsHandlers';
import { notificationsHandlers } from './notificationsHandlers';
import { ordersHandlers } from './ordersHandlers';
import { paymentsHandlers } from './paymentsHandlers';
import { preferencesHandlers } from './preferencesHandlers';
import { reviewsHandlers } from './reviewsHandlers';
import { searchHandlers } from './searchHandlers';
import { sellerListingsHandlers } from './sellerListingsHandlers';
import { sellerPageHandlers } from './sellerPageHandlers';
import { uploadHandlers } from './uploadHandlers';
import { wishlistHandlers } from './wishlistHandlers';

/** The default answer of every call the client makes; a test overrides one with `server.use`. */
export const handlers = [
  ...categoriesHandlers,
  ...advertisementsHandlers,
  ...identityHandlers,
  ...uploadHandlers,
  ...listingsHandlers,
  ...sellerListingsHandlers,
  ...searchHandlers,
  ...adminHandlers,
  ...ordersHandlers,
  ...reviewsHandlers,
  ...wishlistHandlers,
  ...paymentsHandlers,
  ...preferencesHandlers,
  ...sellerPageHandlers,
  ...notificationsHandlers,
  ...conversationHandlers,
];
