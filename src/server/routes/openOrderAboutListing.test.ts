/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS } from '../../shared/messages';
import { OpenOrderAnswerSchema } from '../../shared/schemas/order';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  addOrder,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
} from '../testing/listingFixtures';
import { addPerson, backdateOrder } from '../testing/orderFixtures';
import { orderIn, type OrderState } from '../testing/orderLifeFixtures';

/** The book page's question: has the caller an open order of this book (then 'View your order')? */
describe('GET /api/orders/about/:listingId', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  const ask = (listingId: string, caller: string | undefined) =>
    callAs(testApp, 'GET', `/api/orders/about/${listingId}`, caller);
  const openOrderOf = async (listingId: string, caller: string) => {
    const answer = await ask(listingId, caller);
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    return OpenOrderAnswerSchema.parse(answer.json()).order_id;
  };

  it.each<[OrderState, boolean]>([
    ['online placed', true],
    ['cash placed', true],
    ['paid online', true],
    ['handed over', false],
    ['cancelled', false],
  ])('an order %s is open: %s', async (state, open) => {
    const { listingId, orderId } = await orderIn(testApp, state);
    expect(await openOrderOf(listingId, BUYER)).toBe(open ? orderId : null);
  });

  it("answers the caller's own order only: the seller and other buyers get null", async () => {
    const { listingId, orderId } = await orderIn(testApp, 'online placed');
    expect(await openOrderOf(listingId, BUYER)).toBe(orderId);
    expect(await openOrderOf(listingId, OWNER)).toBeNull();
    expect(await openOrderOf(listingId, await addPerson(testApp.db))).toBeNull();
    expect(await openOrderOf(randomUUID(), BUYER)).toBeNull();
  });

  it('an online order past its time to pay is cancelled before the answer: null', async () => {
    const listingId = await addListing(testApp.db);
    const orderId = await addOrder(testApp.db, listingId, 'unpaid', BUYER);
    await backdateOrder(testApp.db, orderId, testApp.config.ORDER_TTL_MINUTES + 1);
    expect(await openOrderOf(listingId, BUYER)).toBeNull();
  });

  it('refuses the signed-out and a malformed id; the public listing answer stays the same for everyone', async () => {
    const { listingId } = await orderIn(testApp, 'online placed');
    expectRefusal(await ask(listingId, undefined), 401, SERVER_ERRORS.signInRequired);
    expect((await ask('not-a-uuid', BUYER)).statusCode).toBe(400);

    const listing = (caller?: string) =>
      callAs(testApp, 'GET', `/api/listings/${listingId}`, caller);
    const [signedOut, buyer] = [await listing(), await listing(BUYER)];
    expect(buyer.json()).toEqual(signedOut.json());
    expect(signedOut.json()).not.toHaveProperty('my_order_id');
    expect(buyer.headers['cache-control']).toBe(signedOut.headers['cache-control']);
  });
});
