/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { replaceOrderIntent } from '../db/queries/reservations';
import { orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { CARD_PROVIDERS, type CardProvider } from '../testing/cardProviders';
import { addListing, addOrder, BUYER, expectRefusal, orderRow } from '../testing/listingFixtures';
import {
  createIntent,
  intentIdOf,
  ORDER_CENTS,
  ORDER_PRICE,
  pay,
  postAs,
} from '../testing/paymentFixtures';
import { buildStripeTestApp } from '../testing/stripeFixtures';

/** POST /create-payment-intent for a fresh order of BUYER: the order and its intent's id. */
async function orderAndIntent(testApp: TestApp) {
  const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
  const response = await createIntent(testApp, BUYER, orderId);
  expect(response.statusCode).toBe(200);
  return { orderId, intentId: intentIdOf(response.json<{ clientSecret: string }>().clientSecret) };
}

/**
 * Prices are Taka, so card payments are charged in Taka, counted in poisha (docs/product.md#payments),
 * and the payment page learns the currency from GET /payment-config. A payment begun in dollars
 * before the switch is still recorded.
 */
describe.each(CARD_PROVIDERS)('payments in Taka ($name)', (provider: CardProvider) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await provider.build();
  });
  afterAll(() => testApp.close());

  it("creates the intent in bdt for the order's price, in poisha, and says so in the config", async () => {
    const { intentId } = await orderAndIntent(testApp);

    const intent = await testApp.app.payments.retrieveIntent(intentId);
    expect(intent).toMatchObject({ amount: ORDER_PRICE * 100, currency: 'bdt' });
    const config = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(config.json()).toMatchObject({ currency: 'bdt' });
  });

  it('records a payment begun in usd before the switch to Taka', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const { id } = await testApp.app.payments.createIntent({
      amountCents: ORDER_CENTS,
      currency: 'usd',
      orderId,
      buyerEmail: BUYER,
    });
    expect(await replaceOrderIntent(testApp.db, orderId, null, id)).toBe(true);
    await provider.charge(testApp, id);

    const response = await pay(testApp, BUYER, { orderId, transactionId: id });
    expect(response.statusCode).toBe(201);
    expect((await orderRow(testApp.db, orderId))?.status).toBe('paid');
  });

  it('replaces an open usd intent with one in bdt, and cancels the old one', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const { id: old } = await testApp.app.payments.createIntent({
      amountCents: ORDER_CENTS,
      currency: 'usd',
      orderId,
      buyerEmail: BUYER,
    });
    await replaceOrderIntent(testApp.db, orderId, null, old);

    const response = await createIntent(testApp, BUYER, orderId);
    const fresh = intentIdOf(response.json<{ clientSecret: string }>().clientSecret);
    expect(fresh).not.toBe(old);
    expect(await testApp.app.payments.retrieveIntent(fresh)).toMatchObject({ currency: 'bdt' });
    expect(await testApp.app.payments.retrieveIntent(old)).toMatchObject({ status: 'canceled' });
    expect((await orderRow(testApp.db, orderId))?.intentId).toBe(fresh);
  });
});

describe('payments in dollars (PAYMENT_CURRENCY=usd)', () => {
  it.each([
    ['the test-mode provider', () => buildTestApp({ env: { PAYMENT_CURRENCY: 'usd' } })],
    ['Stripe', () => buildStripeTestApp({ PAYMENT_CURRENCY: 'usd' })],
  ])('creates the intent in usd and says so in the config (%s)', async (_name, build) => {
    const testApp = await build();
    try {
      const { intentId } = await orderAndIntent(testApp);
      const intent = await testApp.app.payments.retrieveIntent(intentId);
      expect(intent).toMatchObject({ amount: ORDER_CENTS, currency: 'usd' });
      const config = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
      expect(config.json()).toMatchObject({ currency: 'usd' });
    } finally {
      await testApp.close();
    }
  });
});

/** With PAYMENT_CURRENCY=usd (the original brief's dollars) the card's limits are said in dollars. */
describe('payments in dollars: the least card payment', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PAYMENT_CURRENCY: 'usd' } });
  });
  afterAll(() => testApp.close());

  const orderPriced = async (price: string) => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    await testApp.db.update(orders).set({ bookPrice: price }).where(eq(orders.id, orderId));
    return postAs(testApp, '/api/create-payment-intent', BUYER, {
      bookPrice: Number(price),
      orderId,
    });
  };

  it("refuses under $0.50 in the original '$' words, and takes $0.50", async () => {
    expectRefusal(await orderPriced('0.49'), 400, SERVER_ERRORS.amountTooSmallUsd);
    expect(SERVER_ERRORS.amountTooSmallUsd).toBe('Card payments must be at least $0.50.');
    expect((await orderPriced('0.50')).statusCode).toBe(200);
  });
});
