/**
 * @database either
 */
import { refundPayment } from '../../orders/orderChanges';
import {
  buildGatewayTestApp,
  depsOf,
  type GatewayTestApp,
  openSession,
  orderWithSession,
  postForm,
  returnedTo,
  sessionOfOrder,
} from '../../testing/fakeSslcommerz/gatewayFixtures';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { addOrder, BUYER, orderRow } from '../../testing/listingFixtures';
import { holdListingFor, sendAs } from '../../testing/orderFixtures';
import { OTHER_BUYER, paymentsOfOrders } from '../../testing/paymentFixtures';
import { expireOverdueOrders } from '../overdueOrders';

const TTL = 60;

/** Gateway payments the return could not settle, and gateway payments given back. */
describe('settling and refunding gateway payments', () => {
  let testApp: GatewayTestApp;
  beforeAll(async () => {
    testApp = await buildGatewayTestApp({ ORDER_TTL_MINUTES: String(TTL) });
  });
  afterAll(() => testApp.close());
  afterEach(() => testApp.fake.reset());

  const statusOf = async (orderId: string) => (await orderRow(testApp.db, orderId))?.status;
  const back = (url: string, fields: Record<string, string>) =>
    postForm(testApp, url, fields).then(returnedTo);

  it('says pending when the validation times out, and the sweep then settles the payment', async () => {
    testApp.fake.controls.ipn = 'manual';
    testApp.fake.controls.validationHangs = true;
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    expect((await back(payment.url, payment.fields)).payment).toBe('pending');
    expect(await statusOf(orderId)).toBe('unpaid');

    testApp.fake.reset();
    const swept = await expireOverdueOrders(depsOf(testApp), TTL);
    expect(swept.settled).toBe(1);
    expect(await statusOf(orderId)).toBe('paid');
    // The return, tried again, now reads the settled payment.
    expect((await back(payment.url, payment.fields)).payment).toBe('paid');
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
  });

  it('refunds a late gateway payment through the gateway when the book went to another buyer', async () => {
    const late = await orderWithSession(testApp);
    // The late buyer's hold ran out; another buyer takes the book and pays for it first.
    await holdListingFor(testApp.db, late.listingId, late.orderId, -1);
    const otherOrderId = await addOrder(testApp.db, late.listingId, 'unpaid', OTHER_BUYER);
    const other = await openSession(testApp, OTHER_BUYER, otherOrderId);
    const paidFirst = await testApp.fake.payOnPage(other.json().gatewayUrl);
    expect((await back(paidFirst.url, paidFirst.fields)).payment).toBe('paid');

    const payment = await testApp.fake.payOnPage(late.gatewayUrl, 'pay', 'bkash');
    expect(testApp.ipnAnswers.at(-1)?.json()).toEqual({ received: true, result: 'refunded' });
    expect((await back(payment.url, payment.fields)).payment).toBe('refunded');
    expect(testApp.fake.refunds.at(-1)).toMatchObject({
      bankTranId: payment.fields.bank_tran_id,
      amount: '150.00',
    });
    expect(await statusOf(late.orderId)).toBe('cancelled');
    expect(await statusOf(otherOrderId)).toBe('paid');
    expect(await paymentsOfOrders(testApp.db, [late.orderId])).toHaveLength(0);
  });

  it('gives a recorded gateway payment back through the gateway on the refund path', async () => {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    expect((await back(payment.url, payment.fields)).payment).toBe('paid');

    expect(await refundPayment(depsOf(testApp), orderId)).toBe('refunded');
    const refund = testApp.fake.refunds.at(-1)!;
    expect(refund).toMatchObject({ bankTranId: payment.fields.bank_tran_id, amount: '150.00' });
    expect(await sessionOfOrder(testApp, orderId)).toMatchObject({
      refundRefId: refund.refundRefId,
    });
    // Asking again refunds nothing twice.
    const refunds = testApp.fake.refunds.length;
    await testApp.app.payments.refundIntent(refund.refeId);
    expect(testApp.fake.refunds).toHaveLength(refunds);
  });

  it('refunds through the gateway when an order paid there is not handed over in time', async () => {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl, 'pay', 'card');
    expect(await statusOf(orderId)).toBe('paid');
    await testApp.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, orderId));

    const cancelled = await sendAs(
      testApp,
      'POST',
      `/api/orders/${orderId}/cancel`,
      BUYER,
      undefined,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(testApp.fake.refunds.at(-1)).toMatchObject({
      bankTranId: payment.fields.bank_tran_id,
      amount: '150.00',
    });
  });
});
