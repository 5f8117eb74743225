/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { CreateOrderResponseSchema } from '../../shared/schemas/order';
import { orders } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  BUYER,
  expectRefusal,
  listingRow,
  orderRow,
  OTHER_SELLER,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, ordersFor, orderPayload, sendAs } from '../testing/orderFixtures';

describe('POST /api/orders', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  const order = (body: unknown, caller: string | undefined, headers?: Record<string, string>) =>
    sendAs(testApp, 'POST', '/api/orders', caller, body, headers);
  const expectPlaced = async (response: Awaited<ReturnType<typeof order>>) => {
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    const answer = CreateOrderResponseSchema.parse(response.json());
    expect(answer.acknowledged).toBe(true);
    return answer.insertedId;
  };

  it('takes title, price and seller from the listing and the name from the account, not the body', async () => {
    const listingId = await addListing(testApp.db, {
      bookTitle: 'Padma Nadir Majhi',
      sellerPrice: '199.50',
    });
    const lies = orderPayload(listingId, {
      name: 'Somebody Else',
      email: 'Buyer@Demo.test',
      bookTitle: 'A Free Book',
      bookPrice: 1,
      seller_name: 'Mallory',
      seller_email: OTHER_SELLER,
      phone: ' 01900-123456 ',
      location: ' Shahbagh ',
    });
    const id = await expectPlaced(await order(lies, BUYER));
    expect(await orderRow(testApp.db, id)).toMatchObject({
      listingId,
      bookTitle: 'Padma Nadir Majhi',
      bookPrice: '199.50',
      sellerName: 'Rahim Uddin',
      sellerEmail: OWNER,
      buyerId: await userId(testApp.db, BUYER),
      name: 'Karim Ahmed',
      email: BUYER,
      phone: '01900-123456',
      location: 'Shahbagh',
      status: 'unpaid',
      paidAt: null,
      intentId: null,
    });
  });

  it('lets every role order somebody else’s book; the phone may be left out', async () => {
    const listingId = await addListing(testApp.db);
    for (const caller of [OTHER_SELLER, ADMIN]) {
      const { phone: _phone, ...withoutPhone } = orderPayload(listingId, { email: caller });
      const id = await expectPlaced(await order(withoutPhone, caller));
      expect(await orderRow(testApp.db, id)).toMatchObject({ email: caller, phone: '' });
    }
    expect(await ordersFor(testApp.db, listingId)).toHaveLength(2);
    expect((await listingRow(testApp.db, listingId))?.sold).toBe(false);
  });

  it('refuses a second unpaid order of the same book, and allows one after it was cancelled', async () => {
    const buyer = await addPerson(testApp.db);
    const listingId = await addListing(testApp.db);
    const first = await expectPlaced(await order(orderPayload(listingId, { email: buyer }), buyer));
    const again = await order(orderPayload(listingId, { email: buyer }), buyer);
    expectRefusal(again, 409, SERVER_ERRORS.alreadyOrdered);
    expect((await ordersFor(testApp.db, listingId)).map((row) => row.id)).toEqual([first]);

    await testApp.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first));
    const anew = await expectPlaced(await order(orderPayload(listingId, { email: buyer }), buyer));
    expect(anew).not.toBe(first);
  });

  it('places exactly one order when the same buyer sends two at once', async () => {
    const buyer = await addPerson(testApp.db);
    const listingId = await addListing(testApp.db);
    const body = orderPayload(listingId, { email: buyer });
    const responses = await Promise.all([order(body, buyer), order(body, buyer)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expectRefusal(refused, 409, SERVER_ERRORS.alreadyOrdered);
    expect(await ordersFor(testApp.db, listingId)).toHaveLength(1);
  });

  describe('refusals change nothing', () => {
    let listingId: string;
    let soldId: string;
    let snapshot: () => Promise<unknown>;
    let before: unknown;
    beforeEach(async () => {
      listingId = await addListing(testApp.db);
      soldId = await addListing(testApp.db, { sold: true });
      snapshot = async () => [
        await testApp.db.select().from(orders).orderBy(orders.id),
        await listingRow(testApp.db, listingId),
        await listingRow(testApp.db, soldId),
      ];
      before = await snapshot();
    });
    afterEach(async () => expect(await snapshot()).toEqual(before));

    it('403 for an order in someone else’s name: another buyer, a seller, an admin', async () => {
      const other = await addPerson(testApp.db);
      before = await snapshot();
      for (const caller of [other, OTHER_SELLER, ADMIN]) {
        const forBuyer = orderPayload(listingId, { email: BUYER });
        expectRefusal(await order(forBuyer, caller), 403, SERVER_ERRORS.notYourAccount);
      }
    });

    it('409 for a sold book and for the caller’s own book; 404 for an unknown one', async () => {
      const sold = await order(orderPayload(soldId), BUYER);
      expectRefusal(sold, 409, SERVER_ERRORS.listingSold);
      const own = await order(orderPayload(listingId, { email: OWNER }), OWNER);
      expectRefusal(own, 409, SERVER_ERRORS.ownListingOrder);
      const unknown = await order(orderPayload(randomUUID()), BUYER);
      expectRefusal(unknown, 404, SERVER_ERRORS.listingNotFound);
    });

    it('404 for a signed-in caller who never registered an account', async () => {
      const ghost = 'ghost@test.example';
      const response = await order(orderPayload(listingId, { email: ghost }), ghost);
      expectRefusal(response, 404, SERVER_ERRORS.userNotFound);
    });

    it('400 for unknown fields, a missing meeting place, a bad id or price', async () => {
      const body = orderPayload(listingId);
      expectRefusal(await order({ ...body, status: 'paid' }, BUYER), 400, /status/);
      expectRefusal(await order({ ...body, paid: true }, BUYER), 400, /paid/);
      const noPlace = { ...body, location: '  ' };
      expectRefusal(await order(noPlace, BUYER), 400, 'location: meeting location is required');
      expectRefusal(await order({ ...body, product_id: 'abc' }, BUYER), 400, /^product_id: /);
      expectRefusal(await order({ ...body, bookPrice: -1 }, BUYER), 400, /^bookPrice: /);
      const json = { ...(await signedInAs(testApp, BUYER)), 'content-type': 'application/json' };
      expectRefusal(await order('{"name": ', undefined, json), 400, /JSON/);
    });
  });
});
