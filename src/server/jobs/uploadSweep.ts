import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ABANDONED_UPLOAD_HOURS } from '../../shared/constants';
import { sweepAbandonedUploads } from '../images/uploadCleanup';
import { addPeriodicSweep } from './periodicSweep';

const sweepUploads: FastifyPluginAsync = async (app) => {
  addPeriodicSweep(app, {
    lock: 'uploadSweep',
    everySeconds: app.config.UPLOAD_SWEEP_MINUTES * 60,
    atStart: true,
    failure: 'upload sweep failed',
    run: async () => {
      const removed = await sweepAbandonedUploads(app.db, app.photos, ABANDONED_UPLOAD_HOURS);
      if (removed.length > 0) app.log.info({ removed }, 'removed abandoned uploads');
    },
  });
};

/**
 * Removes uploaded photos that no listing, user or category has used for ABANDONED_UPLOAD_HOURS
 * (a form never sent, a photo replaced while its removal failed), from the photo store, every
 * UPLOAD_SWEEP_MINUTES (0 turns it off), on PostgreSQL by one copy at a time. Idempotent like the
 * order expiry (decision 0013); a failed sweep is only logged, since the next one does the same.
 */
export const uploadSweepPlugin = fp(sweepUploads, {
  name: 'uploadSweep',
  dependencies: ['db', 'photos'],
});
