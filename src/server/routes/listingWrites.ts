import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perCallerRateLimit } from '../plugins/security';
import { addListingRoutes } from './addListing';
import { editListingRoutes } from './editListing';

/**
 * Adding and editing listings share one budget per seller (LISTING_RATE_LIMIT_PER_MINUTE): each
 * write changes what every reader's public answers show (decision 0037), and a script adding a
 * thousand books in seconds would fill the newest and cheapest pages with them.
 */
export const listingWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const rate = app.rateLimit(
    perCallerRateLimit(app.config.LISTING_RATE_LIMIT_PER_MINUTE, 'listingWrites'),
  );
  await app.register(addListingRoutes, { rate });
  await app.register(editListingRoutes, { rate });
};
