/**
 * @database either
 */
import { count } from 'drizzle-orm';
import { CARD_MINIMUM, MINIMUM_PRICE } from '../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { InsertResultSchema } from '../../shared/schemas/common';
import { orders } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import {
  addListing,
  BUYER,
  categoryNamed,
  expectRefusal,
  listingPayload,
  listingRow,
  OWNER,
} from '../testing/listingFixtures';
import { orderPayload, sendAs } from '../testing/orderFixtures';

/**
 * A price the card provider cannot charge (under MINIMUM_PRICE, TK 70: Stripe's US$0.50 in
 * Taka, with room for the rate) could be listed and ordered but never paid: it is refused when
 * the seller sets it, with the reason, and a listing that has one from before cannot be ordered
 * to pay online (in cash it can).
 */
describe('the least price a book can be listed at', () => {
  let testApp: TestApp;
  let fiction: { id: string; name: string };
  beforeAll(async () => {
    testApp = await buildTestApp();
    fiction = await categoryNamed(testApp.db, 'Fiction');
  });
  afterAll(() => testApp.close());

  const list = async (sellerPrice: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/addbook',
      headers: await signedInAs(testApp, OWNER),
      payload: { ...listingPayload(fiction), seller_price: sellerPrice },
    });
  const orderCount = async () => (await testApp.db.select({ n: count() }).from(orders))[0]!.n;

  it('is what a card payment in Taka can be at least: TK 70 (and $0.50 in dollars)', () => {
    expect(MINIMUM_PRICE).toBe(70);
    expect(CARD_MINIMUM).toEqual({ bdt: 70, usd: 0.5 });
  });

  it('refuses a lower price when the book is listed, saying why', async () => {
    for (const price of [0, 0.5, 69.99]) {
      expectRefusal(await list(price), 400, `seller_price: ${VALIDATION.priceBelowMinimum}`);
    }
    const listed = await list(70);
    expect(listed.statusCode).toBe(201);
    const { insertedId } = InsertResultSchema.parse(listed.json());
    expect((await listingRow(testApp.db, insertedId))?.sellerPrice).toBe('70.00');
  });

  it('refuses a lower price when the book is edited', async () => {
    const id = await addListing(testApp.db);
    const refused = await putEdit(
      testApp,
      id,
      OWNER,
      await editBody(testApp, id, { seller_price: 69.99 }),
    );
    expectRefusal(refused, 400, `seller_price: ${VALIDATION.priceBelowMinimum}`);
    expect((await listingRow(testApp.db, id))?.sellerPrice).toBe('150.00');
  });

  it('refuses to order a book listed lower before the rule to pay online, saying why; in cash it can', async () => {
    const id = await addListing(testApp.db, { sellerPrice: '69.99' });
    const before = await orderCount();
    const refused = await sendAs(testApp, 'POST', '/api/orders', BUYER, orderPayload(id));
    expectRefusal(refused, 409, SERVER_ERRORS.listingBelowMinimumPrice);
    expect(SERVER_ERRORS.listingBelowMinimumPrice).toContain('TK 70');
    expect(await orderCount()).toBe(before);

    const inCash = await sendAs(testApp, 'POST', '/api/orders', BUYER, {
      ...orderPayload(id),
      payment_method: 'cash',
    });
    expect({ status: inCash.statusCode, body: inCash.body }).toMatchObject({ status: 201 });
    expect(await orderCount()).toBe(before + 1);
  });
});
