/**
 * @database each
 */
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, listingRow, orderRow, OWNER } from '../testing/listingFixtures';
import { addPerson, orderPayload, sendAs } from '../testing/orderFixtures';
import { addCashOrder, KNOWN_CODE, setKnownCode } from '../testing/orderLifeFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const ROUNDS = 5;

/**
 * Calls that meet on one order or one book. Each change is one guarded UPDATE of the order's row
 * (server/orders/orderStates.ts), and a cash order takes the book's row for update, so whichever
 * commits first wins and the other finds the state moved on: never both, never a 500.
 */
describe(`an order's life under races on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        ORDER_EXPIRY_SWEEP_SECONDS: '0',
        ORDER_RATE_LIMIT_PER_MINUTE: '10000',
        HANDOVER_RATE_LIMIT_PER_MINUTE: '10000',
      },
    });
  }, 60_000);
  afterAll(() => testApp.close());

  const statusesOf = (answers: { statusCode: number }[]) =>
    answers.map((answer) => answer.statusCode).sort();
  const historyOf = (orderId: string) =>
    testApp.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

  it('the seller confirms the handover while the buyer cancels: exactly one wins', async () => {
    const winners = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await addPerson(testApp.db);
      const listingId = await addListing(testApp.db);
      const orderId = await addCashOrder(testApp.db, listingId, buyer);
      await setKnownCode(testApp, orderId);
      const [handover, cancel] = await Promise.all([
        sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, OWNER, { code: KNOWN_CODE }),
        sendAs(testApp, 'POST', `/api/orders/${orderId}/cancel`, buyer, undefined),
      ]);
      expect(statusesOf([handover, cancel])).toEqual([200, 409]);
      const order = await orderRow(testApp.db, orderId);
      const listing = await listingRow(testApp.db, listingId);
      if (handover.statusCode === 200) {
        expect(order).toMatchObject({ status: 'handed_over' });
        expect(listing).toMatchObject({ sold: true, cashOrderId: null });
      } else {
        expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled_by_buyer' });
        expect(listing).toMatchObject({ sold: false, cashOrderId: null });
      }
      // The fixture writes the order straight in, so its history is the one change that won.
      expect((await historyOf(orderId)).map((row) => row.toStatus)).toEqual([order!.status]);
      winners.add(order!.status);
    }
    expect(winners.size).toBeGreaterThanOrEqual(1);
  });

  it('several buyers order one book for cash at once: one reservation', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const listingId = await addListing(testApp.db);
      const buyers = await Promise.all(Array.from({ length: 4 }, () => addPerson(testApp.db)));
      const answers = await Promise.all(
        buyers.map((buyer) =>
          sendAs(testApp, 'POST', '/api/orders', buyer, {
            ...orderPayload(listingId, { email: buyer }),
            payment_method: 'cash',
          }),
        ),
      );
      expect(statusesOf(answers)).toEqual([201, 409, 409, 409]);
      const held = await testApp.db.select().from(orders).where(eq(orders.listingId, listingId));
      expect(held).toHaveLength(1);
      expect((await listingRow(testApp.db, listingId))?.cashOrderId).toBe(held[0]!.id);
    }
  });

  it('the code typed in two tabs at once: the sale completes once, the other tab is told it moved on', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const orderId = await addCashOrder(
        testApp.db,
        await addListing(testApp.db),
        await addPerson(testApp.db),
      );
      await setKnownCode(testApp, orderId);
      const answers = await Promise.all(
        [0, 1].map(() =>
          sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, OWNER, { code: KNOWN_CODE }),
        ),
      );
      expect(statusesOf(answers)).toEqual([200, 409]);
      expect((await historyOf(orderId)).filter((row) => row.reason === 'handed_over')).toHaveLength(
        1,
      );
    }
  });

  it('wrong codes from two tabs at once are all counted: the fifth locks, whichever tab sends it', async () => {
    const orderId = await addCashOrder(
      testApp.db,
      await addListing(testApp.db),
      await addPerson(testApp.db),
    );
    await setKnownCode(testApp, orderId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendAs(testApp, 'POST', `/api/orders/${orderId}/handover`, OWNER, { code: '000000' }),
      ),
    );
    expect(statusesOf(answers)).toEqual([400, 400, 400, 400, 423, 423]);
    expect(
      (await historyOf(orderId)).filter((row) => row.reason === 'handover_locked'),
    ).toHaveLength(1);
  });
});
