/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { PaymentResponseSchema } from '../../shared/schemas/payment';
import { listings, orders } from '../db/schema';
import type { TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  callAs,
  expectRefusal,
  listingRow,
  orderRow,
  OWNER,
} from '../testing/listingFixtures';
import {
  buildPaymentTestApp,
  OTHER_BUYER,
  intentRow,
  ORDER_CENTS,
  orderWithIntent,
  pay,
  paymentsOfOrders,
} from '../testing/paymentFixtures';

describe('POST /api/payments records a confirmed payment once', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const expectRecorded = (response: { statusCode: number; json(): unknown }, status = 201) => {
    expect(response.statusCode).toBe(status);
    const body = PaymentResponseSchema.parse(response.json());
    expect(body.acknowledged).toBe(true);
    return body.insertedId;
  };

  it('records a confirmed payment: order paid, book sold, other orders cancelled; a replay changes nothing', async () => {
    const listingId = await addListing(testApp.db, { adv: true });
    const other = await addOrder(testApp.db, listingId, 'unpaid', OTHER_BUYER);
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds, listingId);

    const insertedId = expectRecorded(await pay(testApp, BUYER, paid));

    const [payment] = await paymentsOfOrders(testApp.db, [paid.orderId]);
    expect(payment).toMatchObject({
      id: insertedId,
      transactionId: paid.transactionId,
      amount: '150.00',
      email: BUYER,
    });
    expect(await orderRow(testApp.db, paid.orderId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
    });
    expect(await listingRow(testApp.db, listingId)).toMatchObject({
      sold: true,
      adv: false,
      reservedOrderId: null,
      reservedUntil: null,
    });
    expect((await orderRow(testApp.db, other))?.status).toBe('cancelled');

    const before = [
      await orderRow(testApp.db, paid.orderId),
      await listingRow(testApp.db, listingId),
    ];
    expect(expectRecorded(await pay(testApp, BUYER, paid), 200)).toBe(insertedId);
    expect(await paymentsOfOrders(testApp.db, [paid.orderId])).toHaveLength(1);
    expect([
      await orderRow(testApp.db, paid.orderId),
      await listingRow(testApp.db, listingId),
    ]).toEqual(before);
    expect((await intentRow(testApp.db, paid.transactionId))?.amountRefunded).toBe(0);
  });

  it('409 when the recorded transaction is claimed for another order or by another buyer', async () => {
    const first = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    expectRecorded(await pay(testApp, BUYER, first));
    const secondOrder = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const elsewhere = { orderId: secondOrder, transactionId: first.transactionId };
    expectRefusal(
      await pay(testApp, BUYER, elsewhere),
      409,
      SERVER_ERRORS.paymentRecordedElsewhere,
    );
    expectRefusal(
      await pay(testApp, OTHER_BUYER, first),
      409,
      SERVER_ERRORS.paymentRecordedElsewhere,
    );
    expect((await orderRow(testApp.db, secondOrder))?.status).toBe('unpaid');
  });

  it('refunds a payment that arrives after the book was deleted (409)', async () => {
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    const listingId = (await orderRow(testApp.db, paid.orderId))!.listingId!;
    expect(
      (await callAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, OWNER)).statusCode,
    ).toBe(200);

    expectRefusal(
      await pay(testApp, BUYER, paid),
      409,
      SERVER_ERRORS.paymentRefundedListingRemoved,
    );
    expect(await intentRow(testApp.db, paid.transactionId)).toMatchObject({
      status: 'succeeded',
      amountRefunded: ORDER_CENTS,
    });
    expect(await paymentsOfOrders(testApp.db, [paid.orderId])).toEqual([]);
    expect((await orderRow(testApp.db, paid.orderId))?.status).toBe('cancelled');
  });

  it('honours a payment for an order that expired meanwhile while the book is still free', async () => {
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    await testApp.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, paid.orderId));
    const listingId = (await orderRow(testApp.db, paid.orderId))!.listingId!;
    await testApp.db
      .update(listings)
      .set({ reservedOrderId: null })
      .where(eq(listings.id, listingId));

    expectRecorded(await pay(testApp, BUYER, paid));
    expect((await orderRow(testApp.db, paid.orderId))?.status).toBe('paid');
    expect((await listingRow(testApp.db, listingId))?.sold).toBe(true);
  });
});
