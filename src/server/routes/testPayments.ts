import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  TestCardConfirmPayloadSchema,
  TestCardConfirmResponseSchema,
} from '../../shared/schemas/payment';
import { isTestProvider } from '../payments/createPaymentProvider';
import { callerOf } from '../plugins/auth';
import { errorResponses, HttpError, notFound } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

/**
 * POST /test-payments/confirm: the test provider's stand-in for Stripe.js's confirmCardPayment.
 * Registered only while the test provider is active, so with Stripe the path does not exist and
 * no card number can ever be sent to this server.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  if (!isTestProvider(provider)) return;

  app.post(
    API.testCardConfirm.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: TestCardConfirmPayloadSchema,
        response: {
          200: TestCardConfirmResponseSchema,
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
