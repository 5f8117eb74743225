import { buildTestApp, type TestApp } from '../buildTestApp';
import { addUser } from '../listingFixtures';
import { OTHER_BUYER } from '../paymentFixtures';
import { buildStripeTestApp, type StripeTestApp } from '../stripeFixtures';
import { type FakeSslcommerz, startFakeSslcommerz } from '../fakeSslcommerz/fakeSslcommerz';
import { gatewayEnv, TEST_STORE } from '../fakeSslcommerz/gatewayFixtures';

/**
 * These suites call each route hundreds of times from one address, so the per-minute limits are
 * raised to their maximum: here a 429 would only hide what the route itself does (the limits
 * have their own tests). The sweeps are off so nothing writes between two fingerprints.
 */
const SECURITY_TEST_ENV = {
  ORDER_EXPIRY_SWEEP_SECONDS: '0',
  UPLOAD_SWEEP_MINUTES: '0',
  LIVE_EVENT_SWEEP_MINUTES: '0',
  JWT_RATE_LIMIT_PER_MINUTE: '10000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  ORDER_RATE_LIMIT_PER_MINUTE: '10000',
  PAYMENT_RATE_LIMIT_PER_MINUTE: '10000',
  MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
  LISTING_RATE_LIMIT_PER_MINUTE: '10000',
  REPORT_RATE_LIMIT_PER_MINUTE: '10000',
  OFFER_RATE_LIMIT_PER_MINUTE: '10000',
};

/** The demo data, the test-mode payment provider, and OTHER_BUYER beside the demo buyer. */
export async function buildSecurityTestApp(): Promise<TestApp> {
  const testApp = await buildTestApp({ env: SECURITY_TEST_ENV });
  await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
  await testApp.app.ready();
  return testApp;
}

/**
 * The same in Stripe mode, against a fake Stripe API, and with SSLCommerz configured against a
 * fake gateway, for the routes only those have (Stripe's webhook, the gateway's sessions, return,
 * IPN and held payments): the test-mode provider's app does not register them.
 */
export async function buildStripeSecurityTestApp(): Promise<
  StripeTestApp & { fake: FakeSslcommerz }
> {
  const fake = await startFakeSslcommerz(TEST_STORE);
  fake.controls.ipn = 'manual';
  const testApp = await buildStripeTestApp({ ...SECURITY_TEST_ENV, ...gatewayEnv(fake) });
  await testApp.app.ready();
  const close = async () => {
    await testApp.close();
    await fake.close();
  };
  return { ...testApp, fake, close };
}
