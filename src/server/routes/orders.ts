import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: issue 5 fills this resource's routes. */
export const orderRoutes: FastifyPluginAsyncZod = async () => {};
