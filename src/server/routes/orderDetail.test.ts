/**
 * @database either
 */
import { eq, sql } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { type OrderDetail, OrderDetailSchema } from '../../shared/schemas/orderDetail';
import { orderProblems, orders, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
} from '../testing/listingFixtures';
import { addPerson } from '../testing/orderFixtures';
import {
  addCashOrder,
  handedOverOrderOfBuyer,
  moveMeetup,
  orderIn,
} from '../testing/orderLifeFixtures';

const SELLERS_PHONE = '01711111111';
const BUYERS_PHONE = '01822222222';

describe('GET /orders/{id}: the order page', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      logger: { level: 'error' },
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0', ORDER_HANDOVER_DAYS: '7' },
    });
    await testApp.db.update(users).set({ phone: SELLERS_PHONE }).where(eq(users.email, OWNER));
    await testApp.db.update(users).set({ phone: BUYERS_PHONE }).where(eq(users.email, BUYER));
  });
  afterAll(() => testApp.close());

  const read = (id: string, caller: string | undefined) =>
    callAs(testApp, 'GET', `/api/orders/${id}`, caller);
  async function detailOf(id: string, caller: string): Promise<OrderDetail> {
    const response = await read(id, caller);
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
    return OrderDetailSchema.parse(response.json());
  }

  it("shows a cash order's buyer the book, the seller's number and what they may do", async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await addCashOrder(testApp.db, listingId);
    const detail = await detailOf(orderId, BUYER);
    expect(detail).toMatchObject({
      _id: orderId,
      status: 'unpaid',
      payment_method: 'cash',
      price: 150,
      meeting_place: 'Dhaka',
      meetup_proposed_by: 'buyer',
      meetup_agreed: false,
      book: { id: listingId, title: 'Fixture Book', photo: '/images/books/fixture.svg' },
      side: 'buyer',
      other: { name: 'Rahim Uddin', phone: SELLERS_PHONE },
      problem_reported: false,
    });
    expect(detail.actions.sort()).toEqual(['cancelByBuyer', 'proposeMeetup', 'showHandoverCode']);
  });

  it("shows its seller the buyer's number, the code entry and agreeing to the buyer's time", async () => {
    const orderId = await addCashOrder(testApp.db, await addListing(testApp.db));
    const detail = await detailOf(orderId, OWNER);
    expect(detail).toMatchObject({
      side: 'seller',
      other: { name: 'Karim Ahmed', phone: BUYERS_PHONE },
    });
    expect(detail.actions.sort()).toEqual(['agreeMeetup', 'handOver', 'proposeMeetup']);
  });

  it('after the meet-up time: the seller may say the buyer did not come, the buyer not cancel', async () => {
    const orderId = await addCashOrder(testApp.db, await addListing(testApp.db));
    await moveMeetup(testApp.db, orderId, -60);
    expect((await detailOf(orderId, OWNER)).actions).toContain('cancelNoShow');
    expect((await detailOf(orderId, BUYER)).actions).not.toContain('cancelByBuyer');
  });

  it('an online order: pay while unpaid; a refund once paid longer than the handover days', async () => {
    const { orderId: unpaid } = await orderIn(testApp, 'online placed');
    expect((await detailOf(unpaid, BUYER)).actions.sort()).toEqual(['cancelByBuyer', 'pay']);
    const { orderId: paid } = await orderIn(testApp, 'paid online');
    expect((await detailOf(paid, BUYER)).actions).toEqual(['showHandoverCode']);
    await testApp.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, paid));
    const late = await detailOf(paid, BUYER);
    expect(late.actions.sort()).toEqual(['refundNotHandedOver', 'showHandoverCode']);
    expect((await detailOf(paid, OWNER)).actions).toEqual(['handOver']);
  });

  it('a problem may be reported within the hours after an online handover, once', async () => {
    const orderId = await handedOverOrderOfBuyer(testApp, 1);
    const before = await detailOf(orderId, BUYER);
    expect(before).toMatchObject({ status: 'handed_over', problem_reported: false });
    expect(before.handed_over_at).not.toBeNull();
    expect(before.actions).toEqual(['reportProblem']);
    await testApp.db.insert(orderProblems).values({ orderId, reason: 'not_received' });
    expect(await detailOf(orderId, BUYER)).toMatchObject({ problem_reported: true, actions: [] });
    expect((await detailOf(await handedOverOrderOfBuyer(testApp, 49), BUYER)).actions).toEqual([]);
  });

  it('numbers stay hidden once the order is cancelled or handed over more than 7 days ago', async () => {
    const { orderId: cancelled } = await orderIn(testApp, 'cancelled');
    const detail = await detailOf(cancelled, BUYER);
    expect(detail).toMatchObject({ status: 'cancelled', other: { phone: null }, actions: [] });
    expect(detail.cancel_reason).toBe('cancelled_by_buyer');
    expect((await detailOf(cancelled, OWNER)).other.phone).toBeNull();

    const { orderId: recent } = await orderIn(testApp, 'handed over');
    expect((await detailOf(recent, BUYER)).other.phone).toBe(SELLERS_PHONE);
    await testApp.db
      .update(orders)
      .set({ handedOverAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, recent));
    expect((await detailOf(recent, BUYER)).other.phone).toBeNull();
    expect((await detailOf(recent, OWNER)).other.phone).toBeNull();
  });

  it("the number the buyer wrote on the order stands in for a profile's missing one", async () => {
    const buyer = await addPerson(testApp.db);
    const orderId = await addOrder(testApp.db, await addListing(testApp.db), 'unpaid', buyer);
    await testApp.db.update(orders).set({ phone: '01933333333' }).where(eq(orders.id, orderId));
    expect((await detailOf(orderId, OWNER)).other.phone).toBe('01933333333');
  });

  it('anyone else, the admin too, reads it as missing; signed out, 401', async () => {
    const orderId = await addCashOrder(testApp.db, await addListing(testApp.db));
    expectRefusal(
      await read(orderId, await addPerson(testApp.db)),
      404,
      SERVER_ERRORS.orderNotFound,
    );
    expectRefusal(await read(orderId, ADMIN), 404, SERVER_ERRORS.orderNotFound);
    expectRefusal(await read(orderId, undefined), 401, SERVER_ERRORS.signInRequired);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefusal(await read(unknown, BUYER), 404, SERVER_ERRORS.orderNotFound);
  });
});
