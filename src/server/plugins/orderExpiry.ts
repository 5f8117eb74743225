import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { expireOverdueOrders } from '../payments/overdueOrders';
import { intentDepsOf } from '../payments/intentForOrder';

const sweepOverdueOrders: FastifyPluginAsync = async (app) => {
  const everySeconds = app.config.ORDER_EXPIRY_SWEEP_SECONDS;
  if (everySeconds === 0) return;

  let timer: NodeJS.Timeout | undefined;
  // The sweep under way, if any: a slow one is not started twice, and closing waits for it
  // rather than closing the database under it.
  let sweeping: Promise<void> | undefined;

  const sweep = async () => {
    try {
      const deps = intentDepsOf(app, app.log);
      const closed = await expireOverdueOrders(deps, app.config.ORDER_TTL_MINUTES);
      if (Object.values(closed).some((count) => count > 0)) {
        app.log.info(closed, 'closed unpaid orders past their time');
      }
    } catch (error) {
      app.log.error({ err: error }, 'order expiry sweep failed');
    } finally {
      sweeping = undefined;
    }
  };

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweeping ??= sweep();
    }, everySeconds * 1000);
    // A timer alone must not keep the process (or a test run) alive.
    timer.unref();
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};

/**
 * Closes overdue unpaid orders every ORDER_EXPIRY_SWEEP_SECONDS (0 turns it off), so a book
 * held by an order nobody pays is released even when its buyer never looks at My Orders again,
 * and a card charged for an order whose page never reported it is recorded or refunded. Every
 * step of the sweep is idempotent, so every server copy may run it; a failed sweep is only
 * logged, since the next one does the same work.
 */
export const orderExpiryPlugin = fp(sweepOverdueOrders, {
  name: 'orderExpiry',
  dependencies: ['db', 'payments'],
});
