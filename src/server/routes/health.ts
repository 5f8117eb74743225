import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import {
  DrainingResponseSchema,
  HealthResponseSchema,
  ReadyResponseSchema,
} from '../../shared/schemas/health';

/**
 * The load balancer's two questions. Health (liveness): up means the database answers too, so a
 * balancer drops a copy that lost it. Ready: whether to send this copy new requests; no database
 * call, so it stays cheap and says 503 at once when the copy begins shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health.route,
    { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get(
    API.ready.route,
    {
      config: { access: 'public' },
      schema: { response: { 200: ReadyResponseSchema, 503: DrainingResponseSchema } },
    },
    async (_request, reply) =>
      app.readiness.draining
        ? reply.code(503).send({ status: 'draining' as const })
        : { status: 'ready' as const },
  );
};
