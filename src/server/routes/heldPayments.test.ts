/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { notifications } from '../db/schema';
import { expireOverdueOrders } from '../payments/overdueOrders';
import {
  buildGatewayTestApp,
  depsOf,
  type GatewayTestApp,
  openSession,
  orderWithSession,
  postForm,
  returnedTo,
  sessionOfOrder,
} from '../testing/fakeSslcommerz/gatewayFixtures';
import { ADMIN, BUYER, callAs, listingRow, orderRow } from '../testing/listingFixtures';
import { backdateOrder } from '../testing/orderFixtures';
import { paymentsOfOrders } from '../testing/paymentFixtures';

const TTL = 60;

/** A gateway payment its risk check held (risk level 1): the admin accepts or refunds it. */
describe('gateway payments held for review', () => {
  let testApp: GatewayTestApp;
  beforeAll(async () => {
    testApp = await buildGatewayTestApp({ ORDER_TTL_MINUTES: String(TTL) });
  });
  afterAll(() => testApp.close());
  afterEach(() => testApp.fake.reset());

  /** An order paid at risk level 1, past its time: the book stays held, the order unpaid. */
  async function heldOrder() {
    testApp.fake.controls.riskLevel = 1;
    const { orderId, listingId, gatewayUrl } = await orderWithSession(testApp);
    const payment = await testApp.fake.payOnPage(gatewayUrl, 'pay', 'card');
    const returned = returnedTo(await postForm(testApp, payment.url, payment.fields));
    expect(returned.payment).toBe('held');
    await backdateOrder(testApp.db, orderId, TTL + 1);
    await expireOverdueOrders(depsOf(testApp), TTL);
    const tranId = (await sessionOfOrder(testApp, orderId))!.tranId;
    return { orderId, listingId, tranId, payment };
  }
  /** The changes the buyer's notifications about the order name. */
  const buyerToldOf = async (orderId: string) =>
    (await testApp.db.select().from(notifications))
      .filter((row) => (row.data as { order_id?: string }).order_id === orderId)
      .filter((row) => row.kind === 'order_changed')
      .map((row) => (row.data as { change: string }).change);
  const list = (caller: string) => callAs(testApp, 'GET', '/api/admin/held-payments', caller);
  const act = (caller: string, tranId: string, action: 'accept' | 'refund') =>
    callAs(testApp, 'POST', `/api/admin/held-payments/${tranId}/${action}`, caller);

  it('keeps the order unpaid and its book held, past its time, and lists it for the admin only', async () => {
    const { orderId, listingId, tranId } = await heldOrder();
    expect((await orderRow(testApp.db, orderId))?.status).toBe('unpaid');
    expect((await listingRow(testApp.db, listingId))?.reservedOrderId).toBe(orderId);
    const again = await openSession(testApp, BUYER, orderId);
    expect(again.json().message).toBe(SERVER_ERRORS.paymentHeldForReview);

    const listed = await list(ADMIN);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        _id: tranId,
        order_id: orderId,
        book_title: 'Fixture Book',
        buyer_email: BUYER,
        amount: 150,
        method: 'VISA-Dutch Bangla',
        risk_title: 'Risky: check before delivery',
      }),
    );
    const denied = await list(BUYER);
    expect(denied.statusCode).toBe(403);
    expect((await act(BUYER, tranId, 'accept')).statusCode).toBe(403);
    expect((await act(BUYER, tranId, 'refund')).statusCode).toBe(403);
    expect((await orderRow(testApp.db, orderId))?.status).toBe('unpaid');
  });

  it('records the payment as any other when the admin accepts it', async () => {
    const { orderId, tranId, payment } = await heldOrder();
    const accepted = await act(ADMIN, tranId, 'accept');
    expect(accepted.json()).toEqual({ acknowledged: true });
    expect((await orderRow(testApp.db, orderId))?.status).toBe('paid');
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
    expect(await buyerToldOf(orderId)).toEqual(['paid_online']);
    // A late notification changes nothing; a second accept finds nothing held.
    await payment.sendIpn();
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(1);
    const twice = await act(ADMIN, tranId, 'accept');
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(SERVER_ERRORS.heldPaymentNotFound);
  });

  it('gives the money back through the gateway when the admin refunds it; the order stays payable', async () => {
    const { orderId, listingId, tranId, payment } = await heldOrder();
    const refunded = await act(ADMIN, tranId, 'refund');
    expect(refunded.json()).toEqual({ acknowledged: true });
    expect(testApp.fake.refunds.at(-1)).toMatchObject({
      bankTranId: payment.fields.bank_tran_id,
      amount: '150.00',
      refeId: tranId,
    });
    expect(await sessionOfOrder(testApp, orderId)).toMatchObject({
      status: 'refunded',
      refundRefId: testApp.fake.refunds.at(-1)!.refundRefId,
    });
    expect((await orderRow(testApp.db, orderId))?.status).toBe('unpaid');
    expect(await paymentsOfOrders(testApp.db, [orderId])).toHaveLength(0);
    const listing = await listingRow(testApp.db, listingId);
    expect(listing?.reservedUntil?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await buyerToldOf(orderId)).toEqual(['refunded']);
    expect((await act(ADMIN, tranId, 'refund')).statusCode).toBe(404);
  });
});
