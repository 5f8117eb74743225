import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { STRIPE_PAYMENT_SUCCEEDED_EVENT } from '../../shared/constants';
import { StripeWebhookResponseSchema } from '../../shared/schemas/payment';
import { settleSucceededIntent } from '../payments/settlement';
import { readStripeEvent } from '../payments/stripeWebhook';
import { errorResponses } from '../plugins/errors';
import { intentDepsOf } from '../payments/settlementTypes';

/**
 * POST /stripe/webhook: Stripe tells the server that a card payment went through, so the order
 * is paid even when the buyer closed the payment page before it could say so. Registered only
 * with Stripe and STRIPE_WEBHOOK_SECRET; elsewhere the path answers the API's ordinary 404,
 * since nothing could ever sign a call to it. No session: the signature is the credential.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  // config.ts refuses a webhook secret without Stripe's keys.
  if (app.payments.kind !== 'stripe') return;
  if (!secret) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: a payment whose page closed before recording it ' +
        'is only recorded (or refunded) when the order expiry asks Stripe about it',
    );
    return;
  }

  // Stripe signs the exact bytes it sent, so in this scope alone a JSON body stays a Buffer;
  // every other route keeps the app's JSON parser. Other content types get Fastify's 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    API.stripeWebhook.route,
    {
      config: { access: 'signature' },
      schema: {
        response: { 200: StripeWebhookResponseSchema, ...errorResponses(400, 413, 415, 502) },
      },
    },
    async (request) => {
      const event = readStripeEvent(request.body, request.headers['stripe-signature'], secret);
      // Stripe retries any answer but a 2xx, so events the server does not act on get a 200.
      if (event.type !== STRIPE_PAYMENT_SUCCEEDED_EVENT) {
        return { received: true as const, outcome: 'ignored' as const };
      }
      // The event's copy of the intent is only a prompt: the intent is read from Stripe, as
      // POST /payments reads it, so a leaked signing secret alone cannot fake a payment.
      const intent = await app.payments.retrieveIntent(event.intentId);
      const deps = intentDepsOf(app, request.log);
      const outcome = intent ? await settleSucceededIntent(deps, intent) : ('ignored' as const);
      request.log.info({ intentId: event.intentId, outcome }, 'Stripe webhook handled');
      return { received: true as const, outcome };
    },
  );
};
