import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { HealthResponseSchema } from '../../shared/schemas/health';

/** Up means the database answers too, so a load balancer drops a copy that lost it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health.route,
    { config: { access: 'public' }, schema: { response: { 200: HealthResponseSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
