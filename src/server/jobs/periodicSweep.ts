import type { FastifyInstance } from 'fastify';
import { runAlone, type SweepLock } from '../db/sweepLock';

interface PeriodicSweep {
  /**
   * Which sweep it is: on PostgreSQL one copy of the server at a time runs it (db/sweepLock.ts).
   * Unset for work on the copy's own memory, which every copy must do itself.
   */
  lock?: SweepLock;
  /** Seconds between sweeps; 0 turns the sweep off. */
  everySeconds: number;
  /** Also once when the app is ready (so a server restarted more often than the period sweeps). */
  atStart: boolean;
  /** What the sweep logs when it fails (a failed sweep is only logged: the next one retries). */
  failure: string;
  run: () => Promise<void>;
}

/**
 * A sweep every server copy runs on a timer (upload clean-up, live event pruning, order expiry):
 * every `everySeconds` from when the app is ready (and then at once, with `atStart`); never two at
 * once in one process, and on PostgreSQL never two at once among all copies: a copy whose turn
 * comes while another copy sweeps skips that turn (docs/decisions/0040). The work stays
 * idempotent all the same (decision 0013): a lock is an economy, the statements are the safety.
 * Closing the app waits for the sweep under way.
 */
export function addPeriodicSweep(
  app: FastifyInstance,
  { lock, everySeconds, atStart, failure, run }: PeriodicSweep,
) {
  if (everySeconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  const sweep = async () => {
    try {
      if (!lock) await run();
      else if ((await runAlone(app.db, lock, run)) === 'busy')
        app.log.debug({ sweep: lock }, 'another copy of the server is running this sweep');
    } catch (error) {
      app.log.error({ err: error }, failure);
    } finally {
      sweeping = undefined;
    }
  };

  app.addHook('onReady', async () => {
    if (atStart) sweeping ??= sweep();
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
}
