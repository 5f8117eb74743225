/**
 * @database each
 */
import { and, eq, sql } from 'drizzle-orm';
import { expireForgottenCashOrders } from '../db/queries/orderExpiry';
import { notifications, orderEvents, orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, BUYER, listingRow, orderRow, OWNER, userId } from '../testing/listingFixtures';
import {
  addCashOrder,
  KNOWN_CODE,
  moveMeetup,
  orderIn,
  setKnownCode,
} from '../testing/orderLifeFixtures';
import { sendAs } from '../testing/orderFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const HOUR = 60;

/** Polls until `check` holds; the sweep runs on its own timer. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('timed out waiting for the sweep');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A cash order nobody acted on CASH_HOLD_GRACE_HOURS (48) after its meet-up is cancelled by the
 * expiry sweep: its book is free again, its history says why, both people are told.
 */
describe(`the end of a forgotten cash hold on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '1' },
      logger: { level: 'error' },
    });
  }, 60_000);
  afterAll(() => testApp.close());

  const cashOrderMet = async (minutesAgo: number) => {
    const listingId = await addListing(testApp.db);
    const orderId = await addCashOrder(testApp.db, listingId);
    await moveMeetup(testApp.db, orderId, -minutesAgo);
    return { listingId, orderId };
  };
  const toldOf = async (orderId: string) =>
    testApp.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'order_changed'),
          sql`${notifications.data}->>'order_id' = ${orderId}`,
        ),
      );

  it('the sweep cancels one 48 hours past its meet-up, frees the book, writes why and tells both', async () => {
    const forgotten = await cashOrderMet(48 * HOUR + 1);
    const recent = await cashOrderMet(47 * HOUR);
    const handedOver = await cashOrderMet(72 * HOUR);
    await testApp.db
      .update(orders)
      .set({ status: 'handed_over', paidAt: sql`now()`, handedOverAt: sql`now()` })
      .where(eq(orders.id, handedOver.orderId));
    await testApp.app.ready();

    await eventually(
      async () => (await orderRow(testApp.db, forgotten.orderId))?.status === 'cancelled',
    );
    expect(await orderRow(testApp.db, forgotten.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cash_hold_expired',
    });
    expect((await listingRow(testApp.db, forgotten.listingId))?.cashOrderId).toBeNull();
    const history = await testApp.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, forgotten.orderId));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'unpaid',
        toStatus: 'cancelled',
        actor: 'system',
        actorId: null,
        reason: 'cash_hold_expired',
      }),
    ]);
    const about = { order_id: forgotten.orderId, change: 'cash_hold_expired' };
    expect(await toldOf(forgotten.orderId)).toEqual(
      expect.arrayContaining([
        {
          userId: await userId(testApp.db, BUYER),
          data: expect.objectContaining({ ...about, to: 'buyer' }),
        },
        {
          userId: await userId(testApp.db, OWNER),
          data: expect.objectContaining({ ...about, to: 'seller' }),
        },
      ]),
    );
    expect(await toldOf(forgotten.orderId)).toHaveLength(2);

    // Within the grace, or already handed over: left as they are, the book still held.
    expect(await orderRow(testApp.db, recent.orderId)).toMatchObject({ status: 'unpaid' });
    expect((await listingRow(testApp.db, recent.listingId))?.cashOrderId).toBe(recent.orderId);
    expect((await orderRow(testApp.db, handedOver.orderId))?.status).toBe('handed_over');
    expect(await toldOf(recent.orderId)).toEqual([]);
  });

  it('leaves online orders, cancelled ones and cash orders before their meet-up alone', async () => {
    const untouched = await Promise.all(
      (['online placed', 'paid online', 'cancelled', 'cash placed'] as const).map(async (state) => {
        const { orderId } = await orderIn(testApp, state);
        // Even with a meet-up time long past, only an open cash order's counts.
        if (state !== 'cash placed') await moveMeetup(testApp.db, orderId, -100 * HOUR);
        return { orderId, before: await orderRow(testApp.db, orderId) };
      }),
    );
    await expireForgottenCashOrders(testApp.db, 48);
    for (const { orderId, before } of untouched) {
      expect(await orderRow(testApp.db, orderId)).toEqual(before);
    }
  });

  it('a handover and the sweep meeting on one order: exactly one of them happens', async () => {
    const { orderId, listingId } = await cashOrderMet(49 * HOUR);
    await setKnownCode(testApp, orderId);
    const [, handover] = await Promise.all([
      expireForgottenCashOrders(testApp.db, 48),
      sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, OWNER, { code: KNOWN_CODE }),
    ]);
    const after = await orderRow(testApp.db, orderId);
    const changes = (await toldOf(orderId)).map(({ data }) => (data as { change: string }).change);
    if (handover.statusCode === 200) {
      expect(after).toMatchObject({ status: 'handed_over', cancelReason: null });
      expect(changes).not.toContain('cash_hold_expired');
    } else {
      expect(handover.statusCode).toBe(409);
      expect(after).toMatchObject({ status: 'cancelled', cancelReason: 'cash_hold_expired' });
      expect((await listingRow(testApp.db, listingId))?.cashOrderId).toBeNull();
      expect(changes).toEqual(['cash_hold_expired', 'cash_hold_expired']);
    }
  });
});
