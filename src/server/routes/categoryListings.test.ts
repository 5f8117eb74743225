/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { ListingListSchema, type Listing } from '../../shared/schemas/listing';
import { listings } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  BUYER,
  categoryNamed,
  expectRefusal,
  OTHER_SELLER,
} from '../testing/listingFixtures';

describe('GET /api/CategoryBooks/:id', () => {
  let testApp: TestApp;
  let buyer: Record<string, string>;
  let fictionId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    buyer = await signedInAs(testApp, BUYER);
    fictionId = (await categoryNamed(testApp.db, 'Fiction')).id;
  });
  afterAll(() => testApp.close());

  const page = (categoryId: string, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/CategoryBooks/${categoryId}${query}`,
      headers: buyer,
    });
  const categoryPage = async (categoryId: string, query = ''): Promise<Listing[]> => {
    const response = await page(categoryId, query);
    expect(response.statusCode).toBe(200);
    return ListingListSchema.parse(response.json());
  };
  const availableIds = async (categoryId: string) =>
    (
      await testApp.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.categoryId, categoryId), eq(listings.sold, false)))
        .orderBy(desc(listings.postedAt), desc(listings.id))
    ).map((row) => row.id);

  it('answers the available books of the category only, newest first, joined with seller and category', async () => {
    const answer = await categoryPage(fictionId);
    expect(answer.map((book) => book._id)).toEqual(await availableIds(fictionId));
    expect(answer).toHaveLength(9);
    for (const book of answer) {
      expect(book).toMatchObject({ category_id: fictionId, category_name: 'Fiction', sold: false });
    }
    const dates = answer.map((book) => book.post_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Pather Panchali is the newest demo Fiction listing, by the verified seller.
    expect(answer[0]).toMatchObject({
      book_title: 'Pather Panchali',
      seller_email: 'seller@demo.test',
      seller_name: 'Rahim Uddin',
      seller_price: 220,
      isVerified: true,
      adv: true,
    });
  });

  it('leaves out sold books: the seeded sold Atomic Habits, and one sold now', async () => {
    const nonFiction = await categoryNamed(testApp.db, 'Non Fiction');
    const titles = (await categoryPage(nonFiction.id)).map((book) => book.book_title);
    expect(titles).not.toContain('Atomic Habits');

    const sold = await addListing(testApp.db, { category: 'Non Fiction', sold: true });
    expect((await categoryPage(nonFiction.id)).map((book) => book._id)).not.toContain(sold);
  });

  it('pages with limit and before: disjoint consecutive pages that add up to the category', async () => {
    // Three books posted at the very same instant: the id decides their order, so no page
    // boundary can skip or repeat one of them.
    const postedAt = new Date(Date.now() - 30 * 3_600_000);
    for (let i = 0; i < 3; i++) {
      await addListing(testApp.db, { seller: OTHER_SELLER, postedAt, bookTitle: `Tie ${i}` });
    }
    const all = await availableIds(fictionId);
    expect(all).toHaveLength(12);

    const seen: string[] = [];
    let before = '';
    for (const expectedSize of [2, 2, 2, 2, 2, 2, 0]) {
      const pageOf = await categoryPage(fictionId, `?limit=2${before}`);
      expect(pageOf).toHaveLength(expectedSize);
      seen.push(...pageOf.map((book) => book._id));
      if (pageOf.length > 0) before = `&before=${pageOf.at(-1)!._id}`;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps paging after the last book shown was sold in between', async () => {
    const [first, second] = await categoryPage(fictionId, '?limit=2');
    await testApp.db
      .update(listings)
      .set({ sold: true, adv: false })
      .where(eq(listings.id, second!._id));
    const next = await categoryPage(fictionId, `?limit=2&before=${second!._id}`);
    const all = await availableIds(fictionId);
    expect(next.map((book) => book._id)).toEqual(all.slice(1, 3));
    expect(next.map((book) => book._id)).not.toContain(first!._id);
  });

  it('answers 400 for a before that names no listing (never existed, or deleted since)', async () => {
    expectRefusal(
      await page(fictionId, `?before=${randomUUID()}`),
      400,
      SERVER_ERRORS.pageCursorGone,
    );
    const gone = await addListing(testApp.db);
    await testApp.db.delete(listings).where(eq(listings.id, gone));
    expectRefusal(await page(fictionId, `?before=${gone}`), 400, SERVER_ERRORS.pageCursorGone);
  });

  it('answers 400 naming the field for a bad id, limit or before', async () => {
    expectRefusal(await page('not-a-uuid'), 400, /^id: /);
    for (const limit of ['0', '101', '2.5', 'many']) {
      expectRefusal(await page(fictionId, `?limit=${limit}`), 400, /^limit: /);
    }
    expectRefusal(await page(fictionId, '?before=42'), 400, /^before: /);
  });

  it('answers 404 for a category that does not exist', async () => {
    expectRefusal(await page(randomUUID()), 404, SERVER_ERRORS.categoryIdNotFound);
  });

  // Every signed-in role is let in, and 401 answers the rest: testing/authorizationMatrix.
});
