import type { FastifyInstance } from 'fastify';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import type { PaymentProvider } from '../payments/provider';
import type { StripeConnection } from '../payments/stripeProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the built-in test-mode provider; the routes never need to know which. */
    payments: PaymentProvider;
  }
}

/** Decorates `app.payments`; needs `app.config` and `app.db`, so it is registered after them. */
export function registerPayments(app: FastifyInstance, stripeApi?: StripeConnection): void {
  app.decorate('payments', createPaymentProvider(app.config, app.db, stripeApi));
}
