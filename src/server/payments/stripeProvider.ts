import Stripe from 'stripe';
import { PaymentProviderUnavailable } from '../httpError';
import type { CreatedIntent, PaymentProvider, ProviderIntent } from './provider';

/** Where the Stripe client sends its calls; only tests point it elsewhere (a local fake). */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/** Stripe's own errors that mean "no answer worth trusting now": the buyer may retry later. */
const UNAVAILABLE = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
]);

const stripeCode = (error: unknown) =>
  error instanceof Stripe.errors.StripeError ? error.code : undefined;

/** Runs a call, turning an outage into PaymentProviderUnavailable (502); the rest propagates. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && UNAVAILABLE.has(error.type)) {
      throw new PaymentProviderUnavailable(error.message, { cause: error });
    }
    throw error;
  }
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    metadata: {
      orderId: intent.metadata.orderId ?? '',
      buyerEmail: intent.metadata.buyerEmail ?? '',
    },
  };
}

/**
 * Stripe, when its keys are configured. The server creates and reads intents with the secret
 * key; the browser confirms the card with Stripe.js, so card numbers never reach this server.
 */
export function createStripeProvider(
  secretKey: string,
  { maxNetworkRetries = 2, ...connection }: StripeConnection = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries, timeout: 20_000, ...connection });
  return {
    kind: 'stripe',
    async createIntent({ amountCents, currency, orderId, buyerEmail, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            metadata: { orderId, buyerEmail },
            // The API version this client pins (2026-10-28) renamed payment_method_types.
            allowed_payment_method_types: ['card'],
          },
          idempotencyKey ? { idempotencyKey } : undefined,
        ),
      );
      if (!intent.client_secret)
        throw new Error(`Stripe gave intent ${intent.id} no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret } satisfies CreatedIntent;
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await call(() => stripe.paymentIntents.retrieve(id)));
      } catch (error) {
        if (stripeCode(error) === 'resource_missing') return undefined;
        throw error;
      }
    },

    async cancelIntent(id) {
      try {
        await call(() => stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already succeeded, cancelled or processing: the caller reads the intent back to see.
        if (stripeCode(error) === 'payment_intent_unexpected_state') return;
        throw error;
      }
    },

    async refundIntent(id) {
      try {
        await call(() => stripe.refunds.create({ payment_intent: id }));
      } catch (error) {
        if (stripeCode(error) === 'charge_already_refunded') return;
        throw error;
      }
    },
  };
}
