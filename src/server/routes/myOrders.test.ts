/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS } from '../../shared/messages';
import { OrderListSchema, OrderSchema } from '../../shared/schemas/order';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import { orders } from '../db/schema';
import { expiredSessionOf } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  callAs,
  expectRefusal,
  orderRow,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';
import { addPerson, backdateOrder, holdListingFor } from '../testing/orderFixtures';

describe('My Orders: GET /api/orders?email and GET /api/order/:id', () => {
  let testApp: TestApp;
  let ttl: number;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
    ttl = testApp.config.ORDER_TTL_MINUTES;
  });
  afterAll(() => testApp.close());

  const listOrders = (email: string, caller: string | undefined, h?: Record<string, string>) =>
    callAs(testApp, 'GET', `/api/orders?email=${encodeURIComponent(email)}`, caller, h);
  const getOrder = (id: string, caller: string | undefined, h?: Record<string, string>) =>
    callAs(testApp, 'GET', `/api/order/${id}`, caller, h);
  /** An unpaid order of `buyer` on a fresh listing, placed `minutesAgo`. */
  const orderOf = async (buyer: string, minutesAgo: number) => {
    const listingId = await addListing(testApp.db);
    const id = await addOrder(testApp.db, listingId, 'unpaid', buyer);
    await backdateOrder(testApp.db, id, minutesAgo);
    return { id, listingId };
  };
  const allOrders = () => testApp.db.select().from(orders).orderBy(orders.id);

  it('answers the buyer’s own orders, newest first, with their state and time to pay', async () => {
    const buyer = await addPerson(testApp.db);
    const oldest = await orderOf(buyer, 30);
    const paidListing = await addListing(testApp.db, { sold: true });
    const paid = await addOrder(testApp.db, paidListing, 'paid', buyer);
    await backdateOrder(testApp.db, paid, 20);
    const newest = await orderOf(buyer, 10);
    await addOrder(testApp.db, newest.listingId, 'unpaid', await addPerson(testApp.db));

    const response = await listOrders(buyer, buyer);
    expect(response.statusCode).toBe(200);
    const list = OrderListSchema.parse(response.json());
    expect(list.map((order) => order._id)).toEqual([newest.id, paid, oldest.id]);
    const [unpaid, paidOrder] = list;
    const placedAt = Date.parse(unpaid!.order_date);
    expect(unpaid).toMatchObject({ status: 'unpaid', paid: false, product_id: newest.listingId });
    expect(Date.parse(unpaid!.pay_by!)).toBe(placedAt + ttl * 60_000);
    expect(paidOrder).toMatchObject({ status: 'paid', paid: true, pay_by: null, bookPrice: 150 });
  });

  it('shows an order past its time as cancelled, unless its listing is held for its payment', async () => {
    const buyer = await addPerson(testApp.db);
    const overdue = await orderOf(buyer, ttl + 1);
    const paying = await orderOf(buyer, ttl + 2);
    await holdListingFor(testApp.db, paying.listingId, paying.id, 10);

    const list = OrderListSchema.parse((await listOrders(buyer, buyer)).json());
    expect(list).toMatchObject([
      { _id: overdue.id, status: 'cancelled', paid: false, pay_by: null },
      { _id: paying.id, status: 'unpaid', paid: false },
    ]);
    expect((await orderRow(testApp.db, overdue.id))?.status).toBe('cancelled');
    const one = OrderSchema.parse((await getOrder(overdue.id, buyer)).json());
    expect(one).toMatchObject({ status: 'cancelled', pay_by: null });
  });

  it('lets sellers and admins read their own orders', async () => {
    const listingId = await addListing(testApp.db);
    const id = await addOrder(testApp.db, listingId, 'unpaid', OTHER_SELLER);
    for (const caller of [OTHER_SELLER, ADMIN]) {
      const response = await listOrders(caller, caller);
      expect(response.statusCode).toBe(200);
      const ids = OrderListSchema.parse(response.json()).map((order) => order._id);
      expect(ids.includes(id)).toBe(caller === OTHER_SELLER);
    }
    expect((await getOrder(id, OTHER_SELLER)).statusCode).toBe(200);
  });

  it('answers one order to its buyer, in the contract’s shape', async () => {
    const buyer = await addPerson(testApp.db);
    const { id, listingId } = await orderOf(buyer, 5);
    const response = await getOrder(id, buyer);
    expect(response.statusCode).toBe(200);
    expect(OrderSchema.parse(response.json())).toMatchObject({
      _id: id,
      bookTitle: 'Fixture Book',
      bookPrice: 150,
      seller_email: OWNER,
      email: buyer,
      status: 'unpaid',
      product_id: listingId,
    });
  });

  describe('refusals change nothing', () => {
    let buyer: string;
    let overdue: { id: string };
    let before: unknown;
    beforeEach(async () => {
      buyer = await addPerson(testApp.db);
      overdue = await orderOf(buyer, ttl + 1);
      before = await allOrders();
    });
    afterEach(async () => expect(await allOrders()).toEqual(before));

    it('GET /orders: 403 to another buyer, a seller and an admin (the overdue order is not swept); 401 without a valid token', async () => {
      const other = await addPerson(testApp.db);
      before = await allOrders();
      for (const caller of [other, OWNER, ADMIN]) {
        expectRefusal(await listOrders(buyer, caller), 403, SERVER_ERRORS.notYourAccount);
      }
      expectRefusal(await listOrders(buyer, undefined), 401, SERVER_ERRORS.signInRequired);
      const expired = await expiredSessionOf(testApp, buyer);
      const late = await listOrders(buyer, undefined, expired);
      expectRefusal(late, 401, SERVER_ERRORS.accessTokenExpired);
      expectRefusal(await listOrders('not-an-email', buyer), 400, /^email: /);
    });

    it('GET /order/:id: someone else’s order reads as missing; 401 without a token', async () => {
      // Any signed-in lookup runs the sweep, which is everybody's: run it first, then compare.
      await expireUnpaidOrders(testApp.db, ttl);
      const other = await addPerson(testApp.db);
      const recent = await orderOf(buyer, 1);
      before = await allOrders();
      for (const caller of [other, OWNER, ADMIN]) {
        expectRefusal(await getOrder(recent.id, caller), 404, SERVER_ERRORS.orderNotFound);
      }
      expectRefusal(await getOrder(randomUUID(), buyer), 404, SERVER_ERRORS.orderNotFound);
      expectRefusal(await getOrder('abc', buyer), 400, /^id: /);
      expectRefusal(await getOrder(overdue.id, undefined), 401, SERVER_ERRORS.signInRequired);
    });
  });
});
