import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** How long the copy keeps serving once not ready; 0 closes at once. */
  graceSeconds: number;
  /** How long the requests in flight get once the copy stops accepting connections. */
  deadlineSeconds: number;
}

/** 'finished': every request got its answer; 'cut': some were still running at the deadline. */
export type ShutdownOutcome = 'finished' | 'cut';

/**
 * Takes a copy out of a load-balanced pool without failing a request
 * (docs/running-in-production.md#stopping-a-copy):
 * 1. not ready at once (GET /api/ready answers 503), while it goes on answering everything, for
 *    the grace period, so the balancer's health check sees it and stops sending here;
 * 2. then app.close(): no new connections, idle keep-alive ones closed (app.ts), a request that
 *    still comes on a busy one answered 503, every live stream ended with a short reconnect hint
 *    (liveEventsPlugin.ts), and the requests in flight finish;
 * 3. past the deadline, whatever is still open is cut.
 * The caller closes the database after it and exits.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { graceSeconds, deadlineSeconds }: ShutdownTimes,
): Promise<ShutdownOutcome> {
  app.readiness.drain();
  app.log.info({ graceSeconds }, 'not ready: draining before closing');
  if (graceSeconds > 0) await sleep(graceSeconds * 1000);

  app.log.info({ deadlineSeconds }, 'closing: no new connections, in-flight requests finish');
  let outcome: ShutdownOutcome = 'finished';
  const deadline = setTimeout(() => {
    outcome = 'cut';
    app.log.error({ deadlineSeconds }, 'requests still in flight at the deadline: cut');
    app.server.closeAllConnections();
  }, deadlineSeconds * 1000);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return outcome;
}
