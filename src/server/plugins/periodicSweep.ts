import type { FastifyInstance } from 'fastify';

interface PeriodicSweep {
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
 * once; closing the app waits for the one under way. The work must be idempotent, since every
 * copy runs it (decision 0013).
 */
export function addPeriodicSweep(
  app: FastifyInstance,
  { everySeconds, atStart, failure, run }: PeriodicSweep,
) {
  if (everySeconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  const sweep = async () => {
    try {
      await run();
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
