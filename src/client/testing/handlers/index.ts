import { adminHandlers } from './adminHandlers';
import { advertisementsHandlers } from './advertisementsHandlers';
import { categoriesHandlers } from './categoriesHandlers';
import { identityHandlers } from './identityHandlers';
import { listingsHandlers } from './listingsHandlers';
import { uploadHandlers } from './uploadHandlers';

/** The default answer of every call the client makes; a test overrides one with `server.use`. */
export const handlers = [
  ...categoriesHandlers,
  ...advertisementsHandlers,
  ...identityHandlers,
  ...uploadHandlers,
  ...listingsHandlers,
  ...adminHandlers,
];
