import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pruneEventsOlderThan } from './eventLog';

const sweepOldEvents: FastifyPluginAsync = async (app) => {
  const everyMinutes = app.config.LIVE_EVENT_SWEEP_MINUTES;
  if (everyMinutes === 0) return;

  let timer: NodeJS.Timeout | undefined;
  // The sweep under way, if any: not started twice, and closing waits for it.
  let sweeping: Promise<void> | undefined;

  const sweep = async () => {
    try {
      const removed = await pruneEventsOlderThan(app.db, app.config.LIVE_EVENT_RETENTION_DAYS);
      if (removed > 0) app.log.info({ removed }, 'pruned old live events');
    } catch (error) {
      app.log.error({ err: error }, 'live event pruning failed');
    } finally {
      sweeping = undefined;
    }
  };

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweeping ??= sweep();
    }, everyMinutes * 60_000);
    // A timer alone must not keep the process (or a test run) alive.
    timer.unref();
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};

/**
 * Deletes user_events older than LIVE_EVENT_RETENTION_DAYS every LIVE_EVENT_SWEEP_MINUTES on
 * every server copy (0 turns it off). One idempotent statement (decision 0013); a client whose
 * last id was pruned gets a `reset` event and refetches. A failed sweep is only logged.
 */
export const liveEventPruningPlugin = fp(sweepOldEvents, {
  name: 'liveEventPruning',
  dependencies: ['db'],
});
