import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { addPeriodicSweep } from './periodicSweep';
import { pruneEventsOlderThan } from '../live/eventLog';

// Also once at start: a server restarted more often than the period would otherwise never prune.
const sweepOldEvents: FastifyPluginAsync = async (app) => {
  addPeriodicSweep(app, {
    lock: 'liveEventPruning',
    everySeconds: app.config.LIVE_EVENT_SWEEP_MINUTES * 60,
    atStart: true,
    failure: 'live event pruning failed',
    run: async () => {
      const removed = await pruneEventsOlderThan(app.db, app.config.LIVE_EVENT_RETENTION_DAYS);
      if (removed > 0) app.log.info({ removed }, 'pruned old live events');
    },
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
