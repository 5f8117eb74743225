import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/apiPaths';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { PhotoStoreKind } from './images/photoStore';
import { photosPlugin } from './images/photosPlugin';
import { liveEventPruningPlugin } from './jobs/liveEventPruning';
import { mailOutboxPlugin } from './jobs/mailOutbox';
import { offerExpiryPlugin } from './jobs/offerExpiry';
import { orderExpiryPlugin } from './jobs/orderExpiry';
import { uploadSweepPlugin } from './jobs/uploadSweep';
import { liveEventsPlugin } from './live/liveEventsPlugin';
import { paymentsPlugin } from './payments/paymentsPlugin';
import type { StripeConnection } from './payments/stripeProvider';
import { authPlugin } from './plugins/auth';
import { connectionLimitsPlugin } from './plugins/connectionLimits';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { readinessPlugin } from './plugins/readiness';
import { securityPlugin } from './plugins/security';
import { slowBodiesPlugin } from './plugins/slowBodies';
import { staticPlugin } from './plugins/static';
import { publicAnswersPlugin } from './publicAnswers/publicAnswersPlugin';
import { apiRoutes } from './routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to structured JSON logs at LOG_LEVEL; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Where the Stripe client sends its calls: api.stripe.com, unless a test runs a fake one. */
  stripeApi?: StripeConnection;
  /** Where uploaded photos go; by default the database decides (images/photosPlugin.ts). */
  photoStore?: PhotoStoreKind;
}

/**
 * Builds the product server without listening, so tests can `inject` into the very same app.
 * Each plugin names the plugins it needs (fastify-plugin's `dependencies`), and Fastify refuses
 * to start when one is registered before them: the app-wide plugins, then the API in its own
 * scope, then uploaded images, the client and its fallback. Every plugin is loaded on return, so
 * a test may still add a route before the first `inject`.
 */
export async function buildApp({
  config,
  db,
  logger,
  stripeApi,
  photoStore,
}: BuildAppOptions): Promise<FastifyInstance> {
  const pretty = {
    target: 'pino-pretty',
    options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
  };
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      ...(config.LOG_FORMAT === 'pretty' ? { transport: pretty } : {}),
    },
    frameworkErrors: answerFrameworkError,
    // Shutting down (gracefulShutdown.ts): idle keep-alive connections are closed at once, so
    // none holds the exit up, and a request that still arrives on a busy one is answered 503
    // with `Connection: close`, which a load balancer retries on another copy.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // request.ip, .protocol and .host come from X-Forwarded-* only when a named proxy sent them.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // Headers slower than this are answered 408 and closed by Node (looked for every second);
    // bodies by slowBodies.ts, which lets a photo on a slow network through (decision 0049).
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(dbPlugin, { config, db });
  await app.register(readinessPlugin);
  await app.register(errorsPlugin);
  await app.register(corsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(connectionLimitsPlugin);
  await app.register(slowBodiesPlugin);
  await app.register(publicAnswersPlugin);
  await app.register(photosPlugin, { kind: photoStore });
  await app.register(paymentsPlugin, { stripeApi });
  await app.register(orderExpiryPlugin);
  await app.register(offerExpiryPlugin);
  await app.register(uploadSweepPlugin);
  await app.register(liveEventsPlugin);
  await app.register(liveEventPruningPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(staticPlugin);
  return app;
}
