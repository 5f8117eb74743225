/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { AdvertisementListSchema, CategoryListSchema } from '../../shared/schemas/category';
import { listCategoriesWithTotals } from '../db/queries/categories';
import { listAdvertisements } from '../db/queries/listings';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import { orders } from '../db/schema';
import { buildPaymentTestApp, orderWithIntent, pay, postAs } from '../testing/paymentFixtures';
import type { TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  listingPayload,
  callAs,
  categoryNamed,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';

/**
 * GET /Categories and GET /adv are answered from memory (publicAnswers/publicAnswersPlugin.ts): after
 * each write the product makes, the very next answers must be what the database holds, read
 * without the cache. Each test first reads both lists so that they are cached when it writes.
 */
describe('public lists after each write of the product', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const publicLists = async () => {
    const categories = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
    const carousel = await testApp.app.inject({ method: 'GET', url: '/api/adv' });
    // Answered from memory, serialized once per answer: still the JSON the schemas describe.
    for (const response of [categories, carousel]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    return {
      categories: CategoryListSchema.parse(categories.json()),
      carousel: AdvertisementListSchema.parse(carousel.json()),
    };
  };
  const databaseLists = async () => ({
    categories: await listCategoriesWithTotals(testApp.db),
    carousel: await listAdvertisements(testApp.db),
  });
  /** Reads both lists (so they are cached), writes, and checks the next answers. */
  async function expectFreshAfter(write: () => Promise<unknown>) {
    const before = await publicLists();
    await write();
    const after = await publicLists();
    expect(after).toEqual(await databaseLists());
    return { before, after };
  }
  /** 200 or 201, with the body in the failure message when it is not. */
  const expectSuccess = (response: { statusCode: number; body: string }) =>
    expect({
      success: [200, 201].includes(response.statusCode),
      body: response.body,
    }).toMatchObject({ success: true });

  it('adding a book raises its category total', async () => {
    const fiction = await categoryNamed(testApp.db, 'Fiction');
    const total = (lists: Awaited<ReturnType<typeof publicLists>>) =>
      lists.categories.find((category) => category._id === fiction.id)?.total;
    const { before, after } = await expectFreshAfter(async () =>
      expectSuccess(await postAs(testApp, '/api/addbook', OWNER, listingPayload(fiction))),
    );
    expect(total(after)).toBe(total(before)! + 1);
  });

  it('advertising and no longer advertising a book put it in and out of the carousel', async () => {
    const id = await addListing(testApp.db);
    const added = await expectFreshAfter(async () =>
      expectSuccess(await callAs(testApp, 'POST', `/api/adv/${id}`, OWNER)),
    );
    expect(added.after.carousel[0]?._id).toBe(id);
    const removed = await expectFreshAfter(async () =>
      expectSuccess(await callAs(testApp, 'POST', `/api/offadv/${id}`, OWNER)),
    );
    expect(removed.after.carousel.map((item) => item._id)).not.toContain(id);
  });

  it('deleting an advertised book takes it out of the carousel and its category total', async () => {
    const id = await addListing(testApp.db, { adv: true });
    const { before, after } = await expectFreshAfter(async () =>
      expectSuccess(await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, OWNER)),
    );
    expect(before.carousel.map((item) => item._id)).toContain(id);
    expect(after.carousel.map((item) => item._id)).not.toContain(id);
  });

  it('paying for an advertised book sells it: out of the carousel and its category total', async () => {
    const id = await addListing(testApp.db, { adv: true });
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds, id);
    const { before, after } = await expectFreshAfter(async () =>
      expectSuccess(await pay(testApp, BUYER, paid)),
    );
    expect(before.carousel.map((item) => item._id)).toContain(id);
    expect(after.carousel.map((item) => item._id)).not.toContain(id);
  });

  it('verifying a seller and expiring orders leave the lists right (they show neither)', async () => {
    await expectFreshAfter(async () =>
      expectSuccess(await callAs(testApp, 'PUT', `/api/sellerverify?mail=${OTHER_SELLER}`, ADMIN)),
    );
    const order = await addOrder(testApp.db, await addListing(testApp.db, { adv: true }), 'unpaid');
    await testApp.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, order));
    await expectFreshAfter(() => expireUnpaidOrders(testApp.db, 60));
  });
});
