import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ABANDONED_UPLOAD_HOURS } from '../../shared/constants';
import { sweepAbandonedUploads } from '../images/uploadCleanup';

const sweepUploads: FastifyPluginAsync = async (app) => {
  const everyMinutes = app.config.UPLOAD_SWEEP_MINUTES;
  if (everyMinutes === 0) return;

  let timer: NodeJS.Timeout | undefined;
  // The sweep under way, if any: not started twice, and closing waits for it.
  let sweeping: Promise<void> | undefined;

  const sweep = async () => {
    try {
      const removed = await sweepAbandonedUploads(
        app.db,
        app.config.DATA_DIR,
        ABANDONED_UPLOAD_HOURS,
      );
      if (removed.length > 0) app.log.info({ removed }, 'removed abandoned uploads');
    } catch (error) {
      app.log.error({ err: error }, 'upload sweep failed');
    } finally {
      sweeping = undefined;
    }
  };

  app.addHook('onReady', async () => {
    // Once at start (a server restarted more often than the period still sweeps), then on a timer.
    sweeping ??= sweep();
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
 * Removes uploaded photos that no listing, user or category has used for ABANDONED_UPLOAD_HOURS
 * (a form never sent, a photo replaced while its removal failed), every UPLOAD_SWEEP_MINUTES on
 * every server copy (0 turns it off). Idempotent like the order expiry (decision 0013); a failed
 * sweep is only logged, since the next one does the same work.
 */
export const uploadSweepPlugin = fp(sweepUploads, { name: 'uploadSweep', dependencies: ['db'] });
