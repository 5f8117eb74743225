import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { expireOffers } from '../db/queries/offerSteps';
import { addPeriodicSweep } from './periodicSweep';

const sweepOffersPastTheirTime: FastifyPluginAsync = async (app) => {
  addPeriodicSweep(app, {
    lock: 'offerExpiry',
    // Offers run for hours: the order expiry's period is more than often enough.
    everySeconds: app.config.ORDER_EXPIRY_SWEEP_SECONDS,
    atStart: true,
    failure: 'offer expiry sweep failed',
    run: async () => {
      const ended = await expireOffers(app.db);
      if (ended > 0) app.log.info({ ended }, 'ended offers past their time');
    },
  });
};

/**
 * Marks open offers nobody answered within OFFER_OPEN_HOURS, and accepted ones nobody ordered
 * within OFFER_ORDER_HOURS, 'expired', and writes the 'expired' step to their conversation and
 * buyer (docs/product.md#offers). Reads never wait for it: an offer past its time already reads
 * as expired and no step can be taken on it; the sweep makes it so on file and tells the buyer.
 */
export const offerExpiryPlugin = fp(sweepOffersPastTheirTime, {
  name: 'offerExpiry',
  dependencies: ['db'],
});
