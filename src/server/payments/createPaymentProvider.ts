import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeConnection } from './stripeProvider';
import { createTestModeProvider, type TestModeProvider } from './testModeProvider';

/**
 * Stripe when its secret key is set (config.ts requires both keys together), else the test one.
 * `stripeApi` is where the Stripe client sends its calls: api.stripe.com unless a test says.
 */
export function createPaymentProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY'>,
  db: Database,
  stripeApi?: StripeConnection,
): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripeProvider(config.STRIPE_SECRET_KEY, stripeApi)
    : createTestModeProvider(db);
}

export const isTestModeProvider = (provider: PaymentProvider): provider is TestModeProvider =>
  provider.kind === 'testMode';
