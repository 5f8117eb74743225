/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS } from '../../shared/messages';
import { buildTestApp } from '../testing/buildTestApp';
import { databaseFingerprint } from '../testing/databaseFingerprint';
import { addListing, addOrder, BUYER, expectRefusal, orderRow } from '../testing/listingFixtures';
import { createIntent, intentIdOf, ORDER_CENTS } from '../testing/paymentFixtures';
import {
  buildStripeTestApp,
  chargedIntent,
  postWebhook,
  signatureOf,
  type StripeTestApp,
  stripeEvent,
} from '../testing/stripeFixtures';

/** Webhook calls that must change nothing: unsigned, forged, stale, broken, or not ours. */
describe('POST /api/stripe/webhook refusing and ignoring', () => {
  let testApp: StripeTestApp;
  beforeAll(async () => {
    testApp = await buildStripeTestApp({ ORDER_EXPIRY_SWEEP_SECONDS: '0' });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    testApp.stripe.down = false;
  });

  const chargedOrder = async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    return { orderId, intent: await chargedIntent(testApp, orderId) };
  };
  /** `call`'s answer, after which the database must be exactly as before it. */
  const unchangedBy = async <T>(call: () => Promise<T>): Promise<T> => {
    const before = await databaseFingerprint(testApp.db);
    const answer = await call();
    expect(await databaseFingerprint(testApp.db)).toEqual(before);
    return answer;
  };

  it('refuses (400) a signature of another secret, of another body, stale, or none at all', async () => {
    const { orderId, intent } = await chargedOrder();
    const event = stripeEvent(intent);
    const payload = JSON.stringify(event);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const forgeries = [
      { secret: 'whsec_someone_else' },
      { header: signatureOf(JSON.stringify({ ...event, id: 'evt_other' })) },
      { timestamp: tenMinutesAgo },
      { header: signatureOf(payload).replace(/v1=\w+/, 'v1=') },
      { header: '' },
    ];
    for (const signing of forgeries) {
      const response = await unchangedBy(() => postWebhook(testApp, event, signing));
      expectRefusal(response, 400, SERVER_ERRORS.webhookSignatureInvalid);
    }
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ status: 'unpaid' });
  });

  it('refuses a signed body that is not a Stripe event (400), and other content types (415)', async () => {
    for (const event of [{ no: 'type' }, { type: 'payment_intent.succeeded', data: {} }]) {
      const response = await unchangedBy(() => postWebhook(testApp, event));
      expectRefusal(response, 400, SERVER_ERRORS.webhookEventMalformed);
    }
    const raw = (contentType: string, payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': contentType, 'stripe-signature': signatureOf(payload) },
      });
    const notJson = await unchangedBy(() => raw('application/json', '{"type":'));
    expectRefusal(notJson, 400, SERVER_ERRORS.webhookEventMalformed);
    const text = await unchangedBy(() => raw('text/plain', '{"type":"payment_intent.succeeded"}'));
    expect(text.statusCode).toBe(415);
  });

  it('answers 200 and changes nothing for other events and for intents Stripe says did not succeed', async () => {
    const { intent } = await chargedOrder();
    const other = await unchangedBy(() =>
      postWebhook(testApp, stripeEvent(intent, 'payment_intent.payment_failed')),
    );
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });

    // The event's copy claims success; Stripe itself, which the server asks, does not.
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const { clientSecret } = (await createIntent(testApp, BUYER, orderId)).json();
    const notCharged = testApp.stripe.intent(intentIdOf(clientSecret))!;
    const claims = [
      { ...notCharged, status: 'succeeded' },
      { ...notCharged, status: 'succeeded', id: 'pi_fakeUnknownToStripe' },
    ];
    for (const claim of claims) {
      const response = await unchangedBy(() => postWebhook(testApp, stripeEvent(claim)));
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    }
  });

  it('answers 200 and changes nothing for a payment naming no order of ours', async () => {
    const { id } = await testApp.app.payments.createIntent({
      amountCents: ORDER_CENTS,
      currency: 'usd',
      orderId: randomUUID(),
      buyerEmail: BUYER,
    });
    const intent = testApp.stripe.succeed(id);
    const response = await unchangedBy(() => postWebhook(testApp, stripeEvent(intent)));
    expect(response.json()).toEqual({ received: true, outcome: 'unknownOrder' });
    expect(testApp.stripe.isRefunded(id)).toBe(false);
  });

  it('answers 502 while Stripe cannot be asked, so Stripe sends the event again later', async () => {
    const { orderId, intent } = await chargedOrder();
    testApp.stripe.down = true;
    const response = await unchangedBy(() => postWebhook(testApp, stripeEvent(intent)));
    expectRefusal(response, 502, SERVER_ERRORS.paymentProviderDown);

    testApp.stripe.down = false;
    expect((await postWebhook(testApp, stripeEvent(intent))).json()).toMatchObject({
      outcome: 'recorded',
    });
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ status: 'paid' });
  });

  it.each([
    ['with the test-mode provider', {}],
    [
      'with Stripe but no signing secret',
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
    ],
  ])('does not exist %s (404)', async (_case, env) => {
    const other = await buildTestApp({ env });
    try {
      expectRefusal(await postWebhook(other, { type: 'x' }), 404, SERVER_ERRORS.notFound);
    } finally {
      await other.close();
    }
  });
});
