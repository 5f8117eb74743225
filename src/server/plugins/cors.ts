import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';

const answerAllowedOrigins: FastifyPluginAsync = async (app) => {
  const allowList = app.config.CORS_ORIGINS;
  if (allowList.length === 0) return;
  const allowedOrigins = new Set(allowList.map((origin) => new URL(origin).origin));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return;

    reply.header('access-control-allow-origin', origin);
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (isPreflight) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
};

/**
 * Cross-origin access for an explicit allow-list only (CORS_ORIGINS); by default the client is
 * served from the same origin and no CORS header is sent at all. A small hook rather than
 * @fastify/cors, which is not among the project's dependencies.
 */
export const corsPlugin = fp(answerAllowedOrigins, { name: 'cors', dependencies: ['db'] });
