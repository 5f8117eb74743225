import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from './createPaymentProvider';
import { routePayments } from './paymentRouter';
import type { PaymentProvider } from './provider';
import { createGatewayClient } from './sslcommerz/gatewayClient';
import { createGatewayProvider, type GatewayProvider } from './sslcommerz/gatewayProvider';
import type { StripeConnection } from './stripeProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the built-in test-mode provider; the routes never need to know which. */
    payments: PaymentProvider;
    /** SSLCommerz (bKash, Nagad, Rocket, cards), only when its store is configured. */
    gateway: GatewayProvider | undefined;
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
  const { SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD } = app.config;
  const gateway =
    SSLCOMMERZ_STORE_ID && SSLCOMMERZ_STORE_PASSWORD
      ? createGatewayProvider(
          app.db,
          createGatewayClient({
            baseUrl: app.config.SSLCOMMERZ_BASE_URL,
            storeId: SSLCOMMERZ_STORE_ID,
            storePassword: SSLCOMMERZ_STORE_PASSWORD,
            timeoutMs: app.config.SSLCOMMERZ_TIMEOUT_MS,
          }),
          SSLCOMMERZ_STORE_PASSWORD,
        )
      : undefined;
  app.decorate('gateway', gateway);
  app.decorate(
    'payments',
    routePayments(createPaymentProvider(app.config, app.db, stripeApi), gateway),
  );
};

/** Decorates `app.payments` and `app.gateway`, chosen from `app.config`. */
export const paymentsPlugin = fp(decorateWithPaymentProvider, {
  name: 'payments',
  dependencies: ['db'],
});
