import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from './createPaymentProvider';
import type { PaymentProvider } from './provider';
import type { StripeConnection } from './stripeProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the built-in test-mode provider; the routes never need to know which. */
    payments: PaymentProvider;
  }
}

export interface PaymentsPluginOptions {
  /** Where the Stripe client sends its calls: api.stripe.com, unless a test runs a fake one. */
  stripeApi?: StripeConnection;
}

const decorateWithPaymentProvider: FastifyPluginAsync<PaymentsPluginOptions> = async (
  app,
  { stripeApi },
) => {
  app.decorate('payments', createPaymentProvider(app.config, app.db, stripeApi));
};

/** Decorates `app.payments`, chosen from `app.config` (Stripe keys or none). */
export const paymentsPlugin = fp(decorateWithPaymentProvider, {
  name: 'payments',
  dependencies: ['db'],
});
