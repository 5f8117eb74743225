/**
 * @database either
 */
import { eq, sql } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { listings, orders, payments } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  listingRow,
  orderRow,
} from '../testing/listingFixtures';
import {
  addSucceededIntent,
  createIntent,
  intentRow,
  orderWithIntent,
  pay,
  postAs,
} from '../testing/paymentFixtures';

/**
 * The card was charged but POST /payments never arrived (the tab closed, the network dropped).
 * Opening the payment page again must finish the sale, never hand out the paid intent again.
 */
describe('a card payment that went through but was never recorded', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const paymentsOf = (orderId: string) =>
    testApp.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('is recorded when the payment page asks again: the order is paid and the book sold', async () => {
    const { orderId, transactionId } = await orderWithIntent(
      testApp,
      BUYER,
      TEST_MODE_CARDS.succeeds,
    );
    expect(await paymentsOf(orderId)).toHaveLength(0);

    expectRefusal(await createIntent(testApp, BUYER, orderId), 409, SERVER_ERRORS.orderPaid);

    expect(await orderRow(testApp.db, orderId)).toMatchObject({ status: 'paid' });
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ transactionId, email: BUYER, amount: '150.00' });
    const order = await orderRow(testApp.db, orderId);
    expect(await listingRow(testApp.db, order!.listingId!)).toMatchObject({
      sold: true,
      adv: false,
    });
    // The buyer's own late POST /payments is then a replay: the same payment, nothing new.
    const late = await pay(testApp, BUYER, { orderId, transactionId });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ acknowledged: true, insertedId: payment!.id });
    expect((await intentRow(testApp.db, transactionId))?.amountRefunded).toBe(0);
  });

  it('is recorded even after the order expired, while nobody else bought the book', async () => {
    const { orderId } = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds);
    await testApp.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orders.id, orderId));
    await testApp.db
      .update(listings)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(listings.reservedOrderId, orderId));

    expectRefusal(await createIntent(testApp, BUYER, orderId), 409, SERVER_ERRORS.orderPaid);
    expect(await orderRow(testApp.db, orderId)).toMatchObject({ status: 'paid' });
  });

  it('is refunded when the book went to another buyer meanwhile', async () => {
    const listingId = await addListing(testApp.db);
    const { orderId, transactionId } = await orderWithIntent(
      testApp,
      BUYER,
      TEST_MODE_CARDS.succeeds,
      listingId,
    );
    const winner = await addOrder(testApp.db, listingId, 'paid', 'admin@demo.test');
    await testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, listingId));

    expectRefusal(await createIntent(testApp, BUYER, orderId), 409, SERVER_ERRORS.paymentRefunded);
    expect(await paymentsOf(orderId)).toHaveLength(0);
    expect((await intentRow(testApp.db, transactionId))?.amountRefunded).toBe(15_000);
    expect(await orderRow(testApp.db, winner)).toMatchObject({ status: 'paid' });
  });

  it('is refunded, never kept, when it was made for another amount than the order’s', async () => {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid');
    const intentId = await addSucceededIntent(testApp.db, orderId, BUYER, { amount: 14_999 });
    await testApp.db.update(orders).set({ intentId }).where(eq(orders.id, orderId));

    expectRefusal(await createIntent(testApp, BUYER, orderId), 409, SERVER_ERRORS.paymentRefunded);
    expect((await intentRow(testApp.db, intentId))?.amountRefunded).toBe(14_999);
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('refuses amounts a card cannot carry, before holding the book', async () => {
    const listingId = await addListing(testApp.db, { sellerPrice: '1000000.00' });
    const orderId = await addOrder(testApp.db, listingId, 'unpaid');
    await testApp.db.update(orders).set({ bookPrice: '1000000.00' }).where(eq(orders.id, orderId));
    const response = await postAs(testApp, '/api/create-payment-intent', BUYER, {
      bookPrice: 1_000_000,
      orderId,
    });
    expectRefusal(response, 400, SERVER_ERRORS.amountTooLarge);
    expect((await listingRow(testApp.db, listingId))?.reservedOrderId).toBeNull();
  });
});
