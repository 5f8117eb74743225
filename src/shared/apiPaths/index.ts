/**
 * The product server's calls (docs/product.md#the-api), mounted under one prefix. Route
 * definitions on the server use the `route` patterns; the client builds URLs with the functions.
 * Each area lives in its own module so a client chunk carries only the paths it calls (the
 * client imports the area's module; lint refuses this whole table there); the server and the
 * tests use the whole table.
 */
import { ACCOUNT_API } from './accountPaths';
import { ADMIN_API } from './adminPaths';
import { CATALOG_API } from './catalogPaths';
import { CORE_API } from './corePaths';
import { MESSAGING_API } from './messagingPaths';
import { OFFER_API } from './offerPaths';
import { ORDER_API } from './orderPaths';
import { SERVER_API } from './serverPaths';

export { API_PREFIX } from './prefix';

export const API = {
  ...CORE_API,
  ...ACCOUNT_API,
  ...CATALOG_API,
  ...ORDER_API,
  ...MESSAGING_API,
  ...OFFER_API,
  ...ADMIN_API,
  ...SERVER_API,
} as const;
