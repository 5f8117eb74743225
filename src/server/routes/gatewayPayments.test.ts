/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import {
  buildGatewayTestApp,
  type GatewayTestApp,
  openSession,
  orderWithSession,
  postForm,
  returnedTo,
  sessionOfOrder,
} from '../testing/fakeSslcommerz/gatewayFixtures';
import { BUYER, orderRow } from '../testing/listingFixtures';
import { paymentsOfOrders } from '../testing/paymentFixtures';

/**
 * Paying by bKash, Nagad, Rocket or card on SSLCommerz's page: the real adapter against a fake
 * gateway on loopback, which signs its notifications as SSLCommerz does.
 */
describe('paying on the SSLCommerz gateway', () => {
  let testApp: GatewayTestApp;
  beforeAll(async () => {
    testApp = await buildGatewayTestApp();
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    testApp.fake.reset();
    testApp.ipnAnswers.length = 0;
  });

  const statusOf = async (orderId: string) => (await orderRow(testApp.db, orderId))?.status;
  const back = (url: string, fields: Record<string, string>) =>
    postForm(testApp, url, fields).then(returnedTo);

  it('offers wallets in the payment config', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(config.json()).toMatchObject({ provider: 'test', currency: 'bdt', wallets: true });
  });

  it('pays the order once the signed IPN validates, and returns the buyer to it: paid', async () => {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    expect(gatewayUrl.startsWith(testApp.fake.baseUrl)).toBe(true);
    const payment = await testApp.fake.payOnPage(gatewayUrl, 'pay', 'nagad');
    expect(testApp.ipnAnswers.map((answer) => answer.json())).toEqual([
      { received: true, result: 'paid' },
    ]);
    expect(await statusOf(orderId)).toBe('paid');

    expect(await back(payment.url, payment.fields)).toEqual({
      status: 303,
      path: `/dashboard/orders/${orderId}`,
      payment: 'paid',
    });
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
    expect(await sessionOfOrder(testApp, orderId)).toMatchObject({
      status: 'paid',
      method: 'NAGAD-Nagad',
      riskLevel: 0,
    });
  });

  it('changes nothing on a repeated notification, nor on one that comes after the return', async () => {
    testApp.fake.controls.ipn = 'manual';
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    expect((await back(payment.url, payment.fields)).payment).toBe('paid');
    await payment.sendIpn();
    await payment.sendIpn();
    expect(testApp.ipnAnswers.map((answer) => answer.json().result)).toEqual(['paid', 'paid']);
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
  });

  it('validates the return by itself when no notification ever comes', async () => {
    testApp.fake.controls.ipn = 'manual';
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl, 'pay', 'rocket');
    expect((await back(payment.url, payment.fields)).payment).toBe('paid');
    expect(testApp.ipnAnswers).toHaveLength(0);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('refunds, never records, a payment for another amount', async () => {
    testApp.fake.controls.tamper = 'amount';
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    expect((await back(payment.url, payment.fields)).payment).toBe('failed');
    expect(await statusOf(orderId)).toBe('unpaid');
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(0);
    expect(testApp.fake.refunds.at(-1)).toMatchObject({
      bankTranId: payment.fields.bank_tran_id,
      amount: '149.00',
    });
  });

  it('ignores a validation id that belongs to another transaction', async () => {
    testApp.fake.controls.tamper = 'tranId';
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const refundsBefore = testApp.fake.refunds.length;
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    expect(testApp.ipnAnswers[0]?.json()).toEqual({ received: true, result: 'failed' });
    expect((await back(payment.url, payment.fields)).payment).toBe('failed');
    expect(await statusOf(orderId)).toBe('unpaid');
    expect(await sessionOfOrder(testApp, orderId)).toMatchObject({ status: 'open', valId: null });
    expect(testApp.fake.refunds).toHaveLength(refundsBefore);
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('leaves the order payable when the buyer presses %s', async (action, result) => {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl, action);
    expect(payment.fields.status).toBe(action === 'fail' ? 'FAILED' : 'CANCELLED');
    expect((await back(payment.url, payment.fields)).payment).toBe(result);
    expect(await statusOf(orderId)).toBe('unpaid');
    // Payable again: a new session replaces the old one.
    const again = await openSession(testApp, BUYER, orderId);
    expect(again.statusCode).toBe(200);
  });

  it('changes nothing for a forged return or notification', async () => {
    const { orderId, gatewayUrl } = await orderWithSession(testApp);
    testApp.fake.controls.ipn = 'manual';
    const payment = await testApp.fake.payOnPage(gatewayUrl);
    const forged = { ...payment.fields, amount: '1.00' };
    expect(await back(payment.url, forged)).toMatchObject({
      status: 303,
      path: `/dashboard/orders/${orderId}`,
      payment: 'failed',
    });
    const unsigned = { ...payment.fields, verify_sign: '' };
    const ipn = await postForm(testApp, '/api/sslcommerz/ipn', unsigned);
    expect(ipn.statusCode).toBe(400);
    expect(ipn.json().message).toBe(SERVER_ERRORS.gatewaySignatureInvalid);
    const nobody = await postForm(testApp, '/api/sslcommerz/return', { status: 'VALID' });
    expect(nobody.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('unpaid');
  });
});
