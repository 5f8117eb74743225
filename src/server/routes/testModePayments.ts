import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  TestModeCardConfirmPayloadSchema,
  TestModeCardConfirmResponseSchema,
} from '../../shared/schemas/payment';
import { HttpError, notFound } from '../httpError';
import { isTestModeProvider } from '../payments/createPaymentProvider';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

/**
 * POST /test-payments/confirm: the test-mode provider's stand-in for Stripe.js's
 * confirmCardPayment. Registered only while the test-mode provider is active, so with Stripe the
 * path does not exist and no card number can ever be sent to this server.
 */
export const testModePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  if (!isTestModeProvider(provider)) return;

  app.post(
    API.testModeCardConfirm.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: TestModeCardConfirmPayloadSchema,
        response: {
          200: TestModeCardConfirmResponseSchema,
          ...errorResponses(400, 401, 402, 404, 429),
        },
      },
    },
    async (request) => {
      const { clientSecret, ...card } = request.body;
      const outcome = await provider.confirmWithCard(clientSecret, card, callerOf(request).email);
      if (outcome.ok) {
        const { id, amount, currency } = outcome.intent;
        return { id, status: 'succeeded' as const, amount, currency };
      }
      if (outcome.reason === 'notFound') throw notFound(SERVER_ERRORS.intentNotFound);
      throw new HttpError(402, outcome.message);
    },
  );
};
