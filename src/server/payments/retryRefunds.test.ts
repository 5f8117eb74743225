/**
 * @database either
 */
import { and, eq, sql } from 'drizzle-orm';
import { OrderHistorySchema } from '../../shared/schemas/orderLife';
import { notifications, orders, pendingRefunds } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder, BUYER, userId } from '../testing/listingFixtures';
import { sendAs } from '../testing/orderFixtures';
import {
  chargedCents,
  confirmCard,
  createIntent,
  intentIdOf,
  pay,
} from '../testing/paymentFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';
import { expireOverdueOrders } from './overdueOrders';

/**
 * A refund the provider refuses (an order paid online and not handed over in time, cancelled by
 * its buyer) does not undo the cancel: it is remembered, said in the order's history, and the
 * order expiry asks the provider again until the money is back.
 */
describe(`a refund the provider refused (${testDatabaseName()})`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      logger: { level: 'silent' },
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' },
    });
  }, 60_000);
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const sweep = () =>
    expireOverdueOrders(
      {
        db: testApp.db,
        payments: testApp.app.payments,
        currency: testApp.config.PAYMENT_CURRENCY,
        log: testApp.app.log,
      },
      testApp.config.ORDER_TTL_MINUTES,
    );
  const pending = async () =>
    (await testApp.db.select().from(pendingRefunds)).map((row) => row.orderId);
  const historyOf = async (orderId: string) =>
    OrderHistorySchema.parse(
      (await sendAs(testApp, 'GET', `/api/orders/${orderId}/history`, BUYER, undefined)).json(),
    ).map(({ actor, reason, to_status }) => `${actor} ${reason} ${to_status}`);
  const buyerToldOf = async (orderId: string) =>
    (
      await testApp.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, await userId(testApp.db, BUYER)),
            eq(notifications.kind, 'order_changed'),
            sql`${notifications.data}->>'order_id' = ${orderId}`,
          ),
        )
    ).map(({ data }) => (data as { change: string }).change);
  const providerRefuses = () =>
    jest
      .spyOn(testApp.app.payments, 'refundIntent')
      .mockRejectedValue(new Error('provider unreachable'));

  /** An order paid by card 8 days ago (past ORDER_HANDOVER_DAYS), never handed over. */
  async function paidLongAgo() {
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid', BUYER);
    const { clientSecret } = (await createIntent(testApp, BUYER, orderId)).json<{
      clientSecret: string;
    }>();
    await confirmCard(testApp, BUYER, clientSecret);
    const paid = await pay(testApp, BUYER, { orderId, transactionId: intentIdOf(clientSecret) });
    expect(paid.statusCode).toBe(201);
    await testApp.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, orderId));
    return orderId;
  }
  const cancel = (orderId: string) =>
    sendAs(testApp, 'POST', `/api/orders/${orderId}/cancel`, BUYER, undefined);

  it('the cancel stands, the refund is pending, and the sweep makes it once the provider answers', async () => {
    const orderId = await paidLongAgo();
    const refusing = providerRefuses();

    const cancelled = await cancel(orderId);
    expect({ status: cancelled.statusCode, body: cancelled.body }).toMatchObject({ status: 200 });
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(await chargedCents(testApp.db, [orderId])).toBeGreaterThan(0);
    expect(await pending()).toEqual([orderId]);
    expect((await historyOf(orderId)).slice(-2)).toEqual([
      'buyer not_handed_over_in_time cancelled',
      'system refund_pending cancelled',
    ]);

    // Still refused: nothing changes, the next sweep tries again.
    expect((await sweep()).refunded).toBe(0);
    expect(await pending()).toEqual([orderId]);
    expect(await chargedCents(testApp.db, [orderId])).toBeGreaterThan(0);

    jest.restoreAllMocks();
    expect((await sweep()).refunded).toBe(1);
    expect(await pending()).toEqual([]);
    expect(await chargedCents(testApp.db, [orderId])).toBe(0);
    expect((await historyOf(orderId)).slice(-2)).toEqual([
      'system refund_pending cancelled',
      'system refunded cancelled',
    ]);
    expect(await buyerToldOf(orderId)).toEqual(['refunded']);

    // Done: a later sweep has nothing to make and writes nothing more.
    expect((await sweep()).refunded).toBe(0);
    expect((await historyOf(orderId)).filter((row) => row.includes('refund'))).toHaveLength(2);
  });

  it('a refund made at once says refunded in the history, and nothing is left pending', async () => {
    const orderId = await paidLongAgo();
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await chargedCents(testApp.db, [orderId])).toBe(0);
    expect(await pending()).toEqual([]);
    expect((await historyOf(orderId)).slice(-2)).toEqual([
      'buyer not_handed_over_in_time cancelled',
      'system refunded cancelled',
    ]);
  });
});
