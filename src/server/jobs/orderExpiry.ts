import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { expireForgottenCashOrders } from '../db/queries/orderExpiry';
import { expireOverdueOrders } from '../payments/overdueOrders';
import { intentDepsOf } from '../payments/settlementTypes';
import { addPeriodicSweep } from './periodicSweep';

const sweepOverdueOrders: FastifyPluginAsync = async (app) => {
  addPeriodicSweep(app, {
    lock: 'orderExpiry',
    everySeconds: app.config.ORDER_EXPIRY_SWEEP_SECONDS,
    // Not at start: an order is overdue for minutes, the first sweep comes soon enough.
    atStart: false,
    failure: 'order expiry sweep failed',
    run: async () => {
      const deps = intentDepsOf(app, app.log);
      const closed = {
        ...(await expireOverdueOrders(deps, app.config.ORDER_TTL_MINUTES)),
        cashHoldsEnded: await expireForgottenCashOrders(app.db, app.config.CASH_HOLD_GRACE_HOURS),
      };
      if (Object.values(closed).some((count) => count > 0)) {
        app.log.info(closed, 'closed unpaid orders past their time');
      }
    },
  });
};

/**
 * Closes overdue unpaid orders every ORDER_EXPIRY_SWEEP_SECONDS (0 turns it off), so a book
 * held by an order nobody pays is released even when its buyer never looks at My Orders again,
 * a cash order nobody acted on CASH_HOLD_GRACE_HOURS after its meet-up frees its book, and a
 * card charged for an order whose page never reported it is recorded or refunded. Every
 * step of the sweep is idempotent, so every server copy may run it; a failed sweep is only
 * logged, since the next one does the same work.
 */
export const orderExpiryPlugin = fp(sweepOverdueOrders, {
  name: 'orderExpiry',
  dependencies: ['db', 'payments'],
});
