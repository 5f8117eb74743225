import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface Readiness {
  /** True from the moment the copy is told to stop: GET /ready answers 503 from then on. */
  readonly draining: boolean;
  /** Stops taking new traffic (idempotent); the copy still answers what reaches it. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const decorateWithReadiness: FastifyPluginAsync = async (app) => {
  let draining = false;
  let closing = false;
  app.decorate('readiness', {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  } satisfies Readiness);

  // A request in flight when the app closes answers with `Connection: close`: its keep-alive
  // connection would otherwise stay open, idle, for the keep-alive timeout (72 s), and closing
  // waits for every connection. (Requests arriving during close get Fastify's 503, app.ts.)
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};

/**
 * Whether this copy should get new traffic (GET /ready). Liveness is GET /health; readiness only
 * turns off, at shutdown (gracefulShutdown.ts), before the copy stops listening, so the load
 * balancer has time to notice and send everything to the other copies.
 */
export const readinessPlugin = fp(decorateWithReadiness, { name: 'readiness' });
