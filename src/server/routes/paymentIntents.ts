import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import {
  CreatePaymentIntentPayloadSchema,
  CreatePaymentIntentResponseSchema,
} from '../../shared/schemas/payment';
import { clientSecretForOrder } from '../payments/intentForOrder';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';
import { prepareOnlinePayment } from './onlinePayment';

export const paymentIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /create-payment-intent: the intent for the buyer's own unpaid order, for the order's own
   * amount. It first holds the listing for this order (PAYMENT_RESERVATION_MINUTES), so another
   * buyer cannot start paying for the same book meanwhile (409).
   */
  app.post(
    API.createPaymentIntent.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: CreatePaymentIntentPayloadSchema,
        response: {
          200: CreatePaymentIntentResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      const { email } = callerOf(request);
      const { order, amountCents, deps } = await prepareOnlinePayment(
        app,
        request.log,
        email,
        request.body,
      );
      return { clientSecret: await clientSecretForOrder(deps, order, amountCents, email) };
    },
  );
};
