import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/apiPaths';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerAuth } from './plugins/auth';
import { registerCors } from './plugins/cors';
import { decorateWithDatabase } from './plugins/db';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerOrderExpiry } from './plugins/orderExpiry';
import type { StripeConnection } from './payments/stripeProvider';
import { registerPayments } from './plugins/payments';
import { registerSecurity } from './plugins/security';
import { registerClient } from './plugins/static';
import { apiRoutes } from './routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to structured JSON logs at LOG_LEVEL; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Where the Stripe client sends its calls: api.stripe.com, unless a test runs a fake one. */
  stripeApi?: StripeConnection;
}

/**
 * Builds the product server without listening, so tests can `inject` into the very same app.
 * Order: app-wide plugins (errors, security, auth), then the API, then uploaded images, the
 * client and its fallback.
 */
export async function buildApp({
  config,
  db,
  logger,
  stripeApi,
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateWithDatabase(app, config, db);
  registerErrorHandler(app);
  registerCors(app, config.CORS_ORIGINS);
  await registerSecurity(app, config);
  registerAuth(app, config);
  registerPayments(app, stripeApi);
  registerOrderExpiry(app);

  await app.register(apiRoutes, { prefix: API_PREFIX });
  await registerClient(app, config);
  return app;
}
