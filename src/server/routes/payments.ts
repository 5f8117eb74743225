import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  PaymentConfigSchema,
  PaymentPayloadSchema,
  PaymentResponseSchema,
} from '../../shared/schemas/payment';
import { findOrderOfBuyer, findPaymentByTransaction } from '../db/queries/payments';
import { HttpError, notFound } from '../httpError';
import { checkIntent } from '../payments/checkIntent';
import { settlePayment } from '../payments/settlement';
import { assertSelf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';
import { gatewayPaymentRoutes, gatewayPaysIn } from './gatewayPayments';
import { heldPaymentRoutes } from './heldPayments';
import { paymentIntentRoutes } from './paymentIntents';
import { stripeWebhookRoutes } from './stripeWebhook';
import { testModePaymentRoutes } from './testModePayments';
import { intentDepsOf } from '../payments/settlementTypes';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentIntentRoutes);
  await app.register(testModePaymentRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(gatewayPaymentRoutes);
  await app.register(heldPaymentRoutes);

  /**
   * GET /payment-config: which card form the client shows, the currency the page names, and
   * whether it also offers SSLCommerz (bKash, Nagad, Rocket: `wallets`). The publishable key is
   * public.
   */
  app.get(
    API.paymentConfig.route,
    { config: { access: 'public' }, schema: { response: { 200: PaymentConfigSchema } } },
    async () => {
      const { STRIPE_PUBLISHABLE_KEY } = app.config;
      const currency = app.config.PAYMENT_CURRENCY;
      const wallets = Boolean(app.gateway) && gatewayPaysIn(currency);
      return app.payments.kind === 'stripe' && STRIPE_PUBLISHABLE_KEY
        ? { provider: 'stripe' as const, publishableKey: STRIPE_PUBLISHABLE_KEY, currency, wallets }
        : { provider: 'test' as const, currency, wallets };
    },
  );

  /**
   * POST /payments: records the buyer's payment once the provider confirms that the intent
   * succeeded for this order, amount and buyer. Idempotent on the transaction id: a replay answers
   * 200 with the first answer's id. A payment that lost the book to another buyer is refunded.
   */
  app.post(
    API.payments.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: PaymentPayloadSchema,
        response: {
          200: PaymentResponseSchema,
          201: PaymentResponseSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      await assertSelf(request, request.body.email);
      const { transactionId, orderId, bookPrice } = request.body;
      const email = request.body.email.toLowerCase();
      /** The id of this very payment if it was recorded already (a replay), else undefined. */
      const recordedBefore = async () => {
        const recorded = await findPaymentByTransaction(app.db, transactionId);
        if (recorded && (recorded.orderId !== orderId || recorded.email !== email)) {
          throw new HttpError(409, SERVER_ERRORS.paymentRecordedElsewhere);
        }
        return recorded?.id;
      };
      // Not `return reply.send()` from a helper: a reply is thenable, so awaiting it loses it.
      const replayed = await recordedBefore();
      if (replayed) return reply.code(200).send({ acknowledged: true, insertedId: replayed });

      const order = await findOrderOfBuyer(app.db, orderId, email);
      if (!order) throw notFound(SERVER_ERRORS.orderNotFound);
      const intent = await app.payments.retrieveIntent(transactionId);
      checkIntent(intent, { orderId, buyerEmail: email, bookPrice, orderPrice: order.bookPrice });

      const deps = intentDepsOf(app, request.log);
      const settled = await settlePayment(deps, order, transactionId, email);
      return reply
        .code(settled.replayed ? 200 : 201)
        .send({ acknowledged: true, insertedId: settled.paymentId });
    },
  );
};
