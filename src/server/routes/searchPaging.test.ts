/**
 * @database either
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_SORTS, SEARCH_TOTAL_BOUND } from '../../shared/constants';
import { listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, OWNER, userId } from '../testing/listingFixtures';
import type { SearchResult } from '../../shared/schemas/search';
import { everyPage, idsOf, searchAnswer } from '../testing/searchFixtures';

const unseenCount = (gone: Set<string>, seen: Set<string>) =>
  [...gone].filter((id) => !seen.has(id)).length;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** One word per sort, so that each sort pages through books of its own. */
const WORD_OF_SORT = {
  relevance: 'quokka',
  newest: 'wombat',
  price_asc: 'numbat',
  price_desc: 'dingo',
};

describe('GET /api/search paging', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /**
   * Ten books with the word: in the title or only in the description (two rank groups), prices
   * with ties, one minute apart. Returns their ids.
   */
  const addBooks = async (word: string, count = 10) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const inTitle = i % 3 !== 2;
      ids.push(
        await addListing(testApp.db, {
          bookTitle: inTitle ? `${word} volume ${i}` : `Volume ${i}`,
          description: inTitle ? 'A test book.' : `About the ${word}.`,
          sellerPrice: `${100 + (i % 4) * 50}.00`,
          postedAt: minutesAgo(10 + i),
        }),
      );
    }
    return ids;
  };

  it.each(SEARCH_SORTS)(
    'pages through every match once, in order, while books are added, sold and deleted (%s)',
    async (sort) => {
      const word = WORD_OF_SORT[sort];
      const books = await addBooks(word);
      const seen = new Set<string>();
      const gone = new Set<string>();
      const pages: SearchResult[] = [];
      /** After each page: sell and delete one book shown and one not yet shown, add one. */
      const between = async () => {
        for (const id of idsOf(pages.at(-1)!)) seen.add(id);
        const unseen = books.filter((id) => !seen.has(id) && !gone.has(id));
        const shown = [...seen].filter((id) => !gone.has(id));
        const [sell, remove] = unseen;
        const toSell = [sell, shown[0]].filter((id) => id !== undefined);
        await testApp.db.update(listings).set({ sold: true }).where(inArray(listings.id, toSell));
        const toDelete = [remove, shown[1]].filter((id) => id !== undefined);
        await testApp.db.delete(listings).where(inArray(listings.id, toDelete));
        for (const id of [...toSell, ...toDelete]) gone.add(id);
        // A new book: newest of all, priced in the middle of the others.
        await addListing(testApp.db, { bookTitle: `${word} newcomer`, sellerPrice: '175.00' });
      };
      const query = { q: word, sort, limit: 3 };
      let cursor: string | null = null;
      do {
        const page = await searchAnswer(testApp, cursor ? { ...query, cursor } : query);
        pages.push(page);
        cursor = page.nextCursor;
        if (cursor) await between();
      } while (cursor);

      expect(pages.length).toBeGreaterThan(2);
      expect(unseenCount(gone, seen)).toBeGreaterThan(1);
      const answered = pages.flatMap(idsOf);
      expect(new Set(answered).size).toBe(answered.length);
      const stayed = books.filter((id) => !gone.has(id));
      expect(answered).toEqual(expect.arrayContaining(stayed));
      const unseenWhenGone = [...gone].filter((id) => !seen.has(id));
      expect(answered.filter((id) => unseenWhenGone.includes(id))).toEqual([]);
      // The books there throughout come in the order a fresh search gives them.
      const fresh = (await everyPage(testApp, { ...query, limit: 48 })).flatMap(idsOf);
      const throughout = (ids: string[]) => ids.filter((id) => stayed.includes(id));
      expect(throughout(answered)).toEqual(throughout(fresh));
    },
  );

  it(`counts exactly up to ${SEARCH_TOTAL_BOUND}, and says "more" beyond`, async () => {
    const sellerId = await userId(testApp.db, OWNER);
    const categoryId = sql`(select id from categories order by name limit 1)`;
    await testApp.db.execute(sql`
      insert into listings (seller_id, category_id, book_title, book_img, original_price,
        seller_price, used, condition, location, contact, description, relevant_information)
      select ${sellerId}::uuid, ${categoryId}, 'Kookaburra ' || g, '/images/books/x.svg', 300,
        150, '1 year', 'good', 'Dhaka', '', 'Bulk.', ''
      from generate_series(1, ${SEARCH_TOTAL_BOUND + 1}) as g`);
    const first = await searchAnswer(testApp, { q: 'kookaburra' });
    expect(first).toMatchObject({ total: SEARCH_TOTAL_BOUND, totalExact: false });
    const second = await searchAnswer(testApp, { q: 'kookaburra', cursor: first.nextCursor! });
    expect(second).toMatchObject({ total: SEARCH_TOTAL_BOUND, totalExact: false });

    await testApp.db.delete(listings).where(eq(listings.bookTitle, 'Kookaburra 1'));
    const bound = await searchAnswer(testApp, { q: 'kookaburra', sort: 'price_asc' });
    expect(bound).toMatchObject({ total: SEARCH_TOTAL_BOUND, totalExact: true });
    await testApp.db.delete(listings).where(eq(listings.bookTitle, 'Kookaburra 2'));
    const below = await searchAnswer(testApp, { q: 'kookaburra', limit: 48 });
    expect(below).toMatchObject({ total: SEARCH_TOTAL_BOUND - 1, totalExact: true });
    expect(below.items).toHaveLength(48);
  });
});
