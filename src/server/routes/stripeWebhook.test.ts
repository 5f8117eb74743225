/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { listings } from '../db/schema';
import { databaseFingerprint } from '../testing/databaseFingerprint';
import { addListing, addOrder, BUYER, listingRow, orderRow } from '../testing/listingFixtures';
import { OTHER_BUYER, pay, paymentsOfOrders } from '../testing/paymentFixtures';
import {
  buildStripeTestApp,
  chargedIntent,
  postWebhook,
  type StripeTestApp,
  stripeEvent,
} from '../testing/stripeFixtures';

/**
 * Stripe's webhook, against the real Stripe adapter and a fake Stripe API: a charged card
 * becomes a paid order even when the payment page never reports it, once, whichever of the
 * page and the webhook comes first and however often; nothing unsigned changes anything.
 */
describe('POST /api/stripe/webhook', () => {
  let testApp: StripeTestApp;
  beforeAll(async () => {
    testApp = await buildStripeTestApp({ ORDER_EXPIRY_SWEEP_SECONDS: '0' });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    testApp.stripe.down = false;
  });

  /** A buyer's unpaid order of a fresh listing, and the intent their card was charged for. */
  const paidByCard = async (listingId?: string) => {
    const listing = listingId ?? (await addListing(testApp.db));
    const orderId = await addOrder(testApp.db, listing, 'unpaid');
    return { orderId, listingId: listing, intent: await chargedIntent(testApp, orderId) };
  };
  const outcomeOf = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const answered = (outcome: string) => ({ status: 200, body: { received: true, outcome } });

  it('records a payment the page never reported: order paid, book sold, rival orders cancelled', async () => {
    const listingId = await addListing(testApp.db, { adv: true });
    const rival = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
    const { orderId, intent } = await paidByCard(listingId);

    expect(outcomeOf(await postWebhook(testApp, stripeEvent(intent)))).toEqual(
      answered('recorded'),
    );
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ status: 'paid' });
    expect(await listingRow(testApp.db, listingId)).toMatchObject({ sold: true, adv: false });
    expect(await orderRow(testApp.db, rival)).toMatchObject({ status: 'cancelled' });
    const payments = await paymentsOfOrders(testApp.db, [orderId]);
    expect(payments).toEqual([
      expect.objectContaining({ transactionId: intent.id, email: BUYER, amount: '150.00' }),
    ]);
    expect(testApp.stripe.isRefunded(intent.id)).toBe(false);
  });

  it('answers the same event again, any number of times, without a second payment', async () => {
    const { orderId, intent } = await paidByCard();
    const event = stripeEvent(intent);
    expect(outcomeOf(await postWebhook(testApp, event))).toEqual(answered('recorded'));
    const after = await databaseFingerprint(testApp.db);
    for (let retry = 0; retry < 3; retry += 1) {
      expect(outcomeOf(await postWebhook(testApp, event))).toEqual(answered('replayed'));
    }
    expect(await databaseFingerprint(testApp.db)).toEqual(after);
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
  });

  it('after the page recorded the payment, is a replay of it', async () => {
    const { orderId, intent } = await paidByCard();
    const page = await pay(testApp, BUYER, { orderId, transactionId: intent.id });
    expect(page.statusCode).toBe(201);

    expect(outcomeOf(await postWebhook(testApp, stripeEvent(intent)))).toEqual(
      answered('replayed'),
    );
    const payments = await paymentsOfOrders(testApp.db, [orderId]);
    expect(payments.map(({ id }) => id)).toEqual([page.json<{ insertedId: string }>().insertedId]);
  });

  it('before the page: the page then gets the payment the webhook recorded', async () => {
    const { orderId, intent } = await paidByCard();
    expect(outcomeOf(await postWebhook(testApp, stripeEvent(intent)))).toEqual(
      answered('recorded'),
    );

    const page = await pay(testApp, BUYER, { orderId, transactionId: intent.id });
    const [payment] = await paymentsOfOrders(testApp.db, [orderId]);
    expect({ status: page.statusCode, body: page.json() }).toEqual({
      status: 200,
      body: { acknowledged: true, insertedId: payment!.id },
    });
  });

  it('refunds a payment for a book that went to another buyer meanwhile', async () => {
    const listingId = await addListing(testApp.db);
    const { orderId, intent } = await paidByCard(listingId);
    const winner = await addOrder(testApp.db, listingId, 'paid', OTHER_BUYER);
    await testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, listingId));

    expect(outcomeOf(await postWebhook(testApp, stripeEvent(intent)))).toEqual(
      answered('refunded'),
    );
    expect(testApp.stripe.isRefunded(intent.id)).toBe(true);
    expect(await paymentsOfOrders(testApp.db, [orderId])).toEqual([]);
    expect(await orderRow(testApp.db, winner)).toMatchObject({ status: 'paid' });
    // Stripe retrying the event refunds nothing twice and records nothing.
    expect(outcomeOf(await postWebhook(testApp, stripeEvent(intent)))).toEqual(
      answered('refunded'),
    );
  });
});
