/**
 * @database each
 */
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addListing, addOrder, orderRow, OTHER_SELLER } from '../../testing/listingFixtures';
import { notificationsOf } from '../../testing/notificationFixtures';
import { addPerson, backdateOrder, holdListingFor } from '../../testing/orderFixtures';
import { orders } from '../schema';
import { cancelOverdueOrder, expireUnpaidOrders, overdueOrdersWithIntent } from './orderExpiry';

describe('expireUnpaidOrders', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());
  // Earlier tests' unpaid orders are closed first, so each test's counts are its own orders.
  beforeEach(async () => {
    await testApp.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'unpaid'));
  });

  const TTL = 60;
  /** An order of a fresh buyer on a fresh listing, placed `minutesAgo`. */
  const orderPlaced = async (
    minutesAgo: number,
    status: 'unpaid' | 'paid' | 'cancelled' = 'unpaid',
  ) => {
    const listingId = await addListing(testApp.db, { sold: status === 'paid' });
    const buyer = await addPerson(testApp.db);
    const id = await addOrder(testApp.db, listingId, status, buyer);
    await backdateOrder(testApp.db, id, minutesAgo);
    return { id, listingId, buyer };
  };
  const statusOf = async (id: string) => (await orderRow(testApp.db, id))?.status;
  /** What the buyer of `placed` was told: the one notification of an expired order, or nothing. */
  const toldExpired = ({ id, listingId }: { id: string; listingId: string }) => [
    {
      kind: 'order_cancelled',
      data: { order_id: id, listing_id: listingId, book_title: 'Fixture Book', reason: 'expired' },
      read: false,
    },
  ];

  it('cancels unpaid orders older than the time to pay, once, telling each buyer once: a second run cancels nothing', async () => {
    const overdue = await orderPlaced(TTL + 1);
    const alsoOverdue = await orderPlaced(10 * TTL);
    const recent = await orderPlaced(TTL - 1);

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(2);
    expect(await statusOf(overdue.id)).toBe('cancelled');
    expect(await statusOf(alsoOverdue.id)).toBe('cancelled');
    expect(await statusOf(recent.id)).toBe('unpaid');

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(0);
    expect(await statusOf(recent.id)).toBe('unpaid');
    expect(await notificationsOf(testApp.db, overdue.buyer)).toEqual(toldExpired(overdue));
    expect(await notificationsOf(testApp.db, alsoOverdue.buyer)).toEqual(toldExpired(alsoOverdue));
    expect(await notificationsOf(testApp.db, recent.buyer)).toEqual([]);
  });

  it('reads the time to pay from its argument', async () => {
    const placed = await orderPlaced(30);
    expect(await expireUnpaidOrders(testApp.db, 31)).toBe(0);
    expect(await statusOf(placed.id)).toBe('unpaid');
    expect(await expireUnpaidOrders(testApp.db, 29)).toBe(1);
    expect(await statusOf(placed.id)).toBe('cancelled');
  });

  it('never touches paid or cancelled orders, however old', async () => {
    const paid = await orderPlaced(100 * TTL, 'paid');
    const cancelled = await orderPlaced(100 * TTL, 'cancelled');
    const paidBefore = await orderRow(testApp.db, paid.id);

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(0);
    expect(await orderRow(testApp.db, paid.id)).toEqual(paidBefore);
    expect(await statusOf(cancelled.id)).toBe('cancelled');
  });

  it('spares an overdue order while its listing is held for its payment, not after', async () => {
    const paying = await orderPlaced(TTL + 5);
    await holdListingFor(testApp.db, paying.listingId, paying.id, 10);
    const holdRanOut = await orderPlaced(TTL + 5);
    await holdListingFor(testApp.db, holdRanOut.listingId, holdRanOut.id, -1);

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(1);
    expect(await statusOf(paying.id)).toBe('unpaid');
    expect(await statusOf(holdRanOut.id)).toBe('cancelled');

    await holdListingFor(testApp.db, paying.listingId, paying.id, -1);
    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(1);
    expect(await statusOf(paying.id)).toBe('cancelled');
  });

  it("does not spare an overdue order because its listing is held for another buyer's order", async () => {
    const listingId = await addListing(testApp.db, { seller: OTHER_SELLER });
    const overdue = await addOrder(testApp.db, listingId, 'unpaid', await addPerson(testApp.db));
    await backdateOrder(testApp.db, overdue, TTL + 5);
    const paying = await addOrder(testApp.db, listingId, 'unpaid', await addPerson(testApp.db));
    await holdListingFor(testApp.db, listingId, paying, 10);

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(1);
    expect(await statusOf(overdue)).toBe('cancelled');
    expect(await statusOf(paying)).toBe('unpaid');
  });

  it('leaves an overdue order with a payment intent to be asked about, then cancels it only with that intent', async () => {
    const placed = await orderPlaced(TTL + 5);
    const { id } = placed;
    await testApp.db.update(orders).set({ intentId: 'pi_asked' }).where(eq(orders.id, id));
    const recent = await orderPlaced(TTL - 1);
    await testApp.db.update(orders).set({ intentId: 'pi_recent' }).where(eq(orders.id, recent.id));

    expect(await expireUnpaidOrders(testApp.db, TTL)).toBe(0);
    expect(await statusOf(id)).toBe('unpaid');
    expect(await overdueOrdersWithIntent(testApp.db, TTL)).toEqual([{ id, intentId: 'pi_asked' }]);
    expect(await overdueOrdersWithIntent(testApp.db, TTL, recent.id)).toEqual([]);

    // Its buyer has a new intent since: the one the provider was asked about is not it any more.
    expect(await cancelOverdueOrder(testApp.db, { id, intentId: 'pi_older' }, TTL)).toBe(false);
    expect(await notificationsOf(testApp.db, placed.buyer)).toEqual([]);
    expect(await cancelOverdueOrder(testApp.db, { id, intentId: 'pi_asked' }, TTL)).toBe(true);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await statusOf(recent.id)).toBe('unpaid');
    expect(await cancelOverdueOrder(testApp.db, { id, intentId: 'pi_asked' }, TTL)).toBe(false);
    expect(await notificationsOf(testApp.db, placed.buyer)).toEqual(toldExpired(placed));
  });
});
