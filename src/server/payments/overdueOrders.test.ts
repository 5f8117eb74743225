/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import { listings } from '../db/schema';
import { addListing, addOrder, BUYER, expectRefusal, orderRow } from '../testing/listingFixtures';
import { backdateOrder, holdListingFor } from '../testing/orderFixtures';
import { createIntent, intentIdOf, pay, paymentsOfOrders } from '../testing/paymentFixtures';
import {
  buildStripeTestApp,
  chargedIntent,
  postWebhook,
  type StripeTestApp,
  stripeEvent,
} from '../testing/stripeFixtures';
import { expireOverdueOrders } from './overdueOrders';

const TTL = 60;

/**
 * The order expiry with Stripe (the real adapter, a fake Stripe API): an overdue order whose
 * card was charged is never cancelled on a guess, whether or not the page or a webhook ever came.
 */
describe('expiring overdue orders that have a payment intent', () => {
  let testApp: StripeTestApp;
  beforeAll(async () => {
    testApp = await buildStripeTestApp({
      ORDER_EXPIRY_SWEEP_SECONDS: '0',
      ORDER_TTL_MINUTES: String(TTL),
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    testApp.stripe.down = false;
    testApp.stripe.onCancel = undefined;
  });

  const sweep = () =>
    expireOverdueOrders(
      { db: testApp.db, payments: testApp.app.payments, currency: 'usd', log: testApp.app.log },
      TTL,
    );
  /** An order placed past its time, whose payment page was opened (and the hold ran out). */
  const overdueWithIntent = async (charged: boolean) => {
    const listingId = await addListing(testApp.db);
    const orderId = await addOrder(testApp.db, listingId, 'unpaid');
    const intentId = charged
      ? (await chargedIntent(testApp, orderId)).id
      : intentIdOf((await createIntent(testApp, BUYER, orderId)).json().clientSecret);
    await backdateOrder(testApp.db, orderId, TTL + 1);
    await holdListingFor(testApp.db, listingId, orderId, -1);
    return { orderId, listingId, intentId };
  };
  const statusOf = async (orderId: string) => (await orderRow(testApp.db, orderId))?.status;

  it('is left unpaid by the statement run before every order read; the late webhook then records it', async () => {
    const { orderId, intentId } = await overdueWithIntent(true);
    await expireUnpaidOrders(testApp.db, TTL);
    expect(await statusOf(orderId)).toBe('unpaid');

    const webhook = await postWebhook(testApp, stripeEvent(testApp.stripe.intent(intentId)!));
    expect(webhook.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('is settled, not cancelled, by the sweep when the card was charged; the late page is a replay', async () => {
    const { orderId, intentId } = await overdueWithIntent(true);
    expect(await sweep()).toEqual({ settled: 1, cancelled: 0, left: 0, withdrawn: 0, refunded: 0 });
    expect(await statusOf(orderId)).toBe('paid');
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);

    const page = await pay(testApp, BUYER, { orderId, transactionId: intentId });
    expect(page.statusCode).toBe(200);
  });

  it('is cancelled only after its intent was cancelled at Stripe, so it can never be charged', async () => {
    const { orderId, intentId } = await overdueWithIntent(false);
    expect(await sweep()).toEqual({ settled: 0, cancelled: 1, left: 0, withdrawn: 0, refunded: 0 });
    expect(testApp.stripe.intent(intentId)?.status).toBe('canceled');
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('is settled when the card is charged just as the sweep cancels the intent', async () => {
    const { orderId } = await overdueWithIntent(false);
    testApp.stripe.onCancel = (id) => testApp.stripe.succeed(id);
    expect(await sweep()).toEqual({ settled: 1, cancelled: 0, left: 0, withdrawn: 0, refunded: 0 });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('is refunded and cancelled when its book was sold meanwhile', async () => {
    const { orderId, listingId, intentId } = await overdueWithIntent(true);
    await testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, listingId));
    expect(await sweep()).toEqual({ settled: 0, cancelled: 1, left: 0, withdrawn: 0, refunded: 0 });
    expect(testApp.stripe.isRefunded(intentId)).toBe(true);
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('stays unpaid while Stripe cannot be asked, and is closed by the next sweep', async () => {
    const { orderId } = await overdueWithIntent(true);
    testApp.stripe.down = true;
    expect(await sweep()).toEqual({ settled: 0, cancelled: 0, left: 1, withdrawn: 0, refunded: 0 });
    expect(await statusOf(orderId)).toBe('unpaid');

    testApp.stripe.down = false;
    expect(await sweep()).toEqual({ settled: 1, cancelled: 0, left: 0, withdrawn: 0, refunded: 0 });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('stays unpaid while its payment is still processing; the payment page says so (409)', async () => {
    const { orderId, intentId } = await overdueWithIntent(false);
    testApp.stripe.intent(intentId)!.status = 'processing';
    expect(await sweep()).toEqual({ settled: 0, cancelled: 0, left: 1, withdrawn: 0, refunded: 0 });
    expectRefusal(
      await createIntent(testApp, BUYER, orderId),
      409,
      SERVER_ERRORS.paymentNotSucceeded,
    );
    expect(await statusOf(orderId)).toBe('unpaid');

    testApp.stripe.intent(intentId)!.status = 'succeeded';
    expect(await sweep()).toEqual({ settled: 1, cancelled: 0, left: 0, withdrawn: 0, refunded: 0 });
  });

  it('is closed when its buyer opens the payment page again: cancelled (409), never paid late', async () => {
    const { orderId, intentId } = await overdueWithIntent(false);
    const page = await createIntent(testApp, BUYER, orderId);
    expectRefusal(page, 409, SERVER_ERRORS.orderCancelled);
    expect(testApp.stripe.intent(intentId)?.status).toBe('canceled');
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});
