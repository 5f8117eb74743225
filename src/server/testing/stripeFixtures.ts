import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { STRIPE_PAYMENT_SUCCEEDED_EVENT } from '../../shared/constants';
import { buildTestApp, type TestApp } from './buildTestApp';
import { type FakeIntent, type FakeStripe, startFakeStripe } from './fakeStripe';
import { addUser, BUYER } from './listingFixtures';
import { createIntent, intentIdOf, OTHER_BUYER } from './paymentFixtures';

/** The signing secret of the app's webhook endpoint, as Stripe's dashboard would show it. */
const WEBHOOK_SECRET = 'whsec_test_fixture_secret';

/** A test app in Stripe mode, calling `stripe` (a fake Stripe API) instead of api.stripe.com. */
export interface StripeTestApp extends TestApp {
  stripe: FakeStripe;
}

export const isStripeTestApp = (testApp: TestApp): testApp is StripeTestApp => 'stripe' in testApp;

/**
 * The app with Stripe's keys and the webhook secret set (plus `env`), the demo data and
 * OTHER_BUYER, talking to its own fake Stripe; close() stops both.
 */
export async function buildStripeTestApp(env: Record<string, string> = {}) {
  const stripe = await startFakeStripe();
  const testApp = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fixture',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fixture',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
    stripeApi: stripe.connection,
  });
  await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
  const close = async () => {
    await testApp.close();
    await stripe.close();
  };
  return { ...testApp, stripe, close } satisfies StripeTestApp;
}

/** The payment page in Stripe mode: an intent for the order, then the buyer's card charged. */
export async function chargedIntent(testApp: StripeTestApp, orderId: string, buyer = BUYER) {
  const response = await createIntent(testApp, buyer, orderId);
  if (response.statusCode !== 200) throw new Error(`no intent: ${response.body}`);
  return testApp.stripe.succeed(intentIdOf(response.json<{ clientSecret: string }>().clientSecret));
}

/** A Stripe event as the webhook receives it, carrying the intent as it was then. */
export const stripeEvent = (intent: FakeIntent, type = STRIPE_PAYMENT_SUCCEEDED_EVENT) => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: { ...intent } },
});

interface Signing {
  secret?: string;
  /** Seconds since the epoch the signature claims; now by default. */
  timestamp?: number;
}

/** The Stripe-Signature header Stripe would send with `payload`, made by Stripe's own helper. */
export const signatureOf = (
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp }: Signing = {},
) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/** POST /api/stripe/webhook with `event` as Stripe sends it: JSON, signed (by `signing`). */
export function postWebhook(
  testApp: TestApp,
  event: object,
  signing: Signing & { header?: string } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signing.header ?? signatureOf(payload, signing),
    },
  });
}
