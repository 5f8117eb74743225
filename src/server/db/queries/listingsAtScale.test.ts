/**
 * @database each
 * @deep
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { CATEGORY_PAGE_SIZE } from '../../../shared/constants';
import { AdvertisementListSchema, CategoryListSchema } from '../../../shared/schemas/category';
import { ListingListSchema } from '../../../shared/schemas/listing';
import { categoriesWithTotalsQuery } from './categories';
import { ADVERTISEMENT_LIMIT, advertisementsQuery, categoryPageQuery } from './listings';
import { searchListings } from './search';
import { sellerBooksQuery } from './sellerPage';
import { signedInAs } from '../../testing/authHeaders';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { insertBulkListings } from '../../testing/bulkListings';
import { BUYER, categoryNamed, OWNER } from '../../testing/listingFixtures';
import {
  genericPlanOf,
  planOf,
  planOutline,
  recordingDatabase,
  unboundedParts,
} from '../../testing/queryPlans';
import { SEARCH_SHAPES } from '../../testing/searchShapes';
import { SearchQuerySchema } from '../../../shared/schemas/search';

const LISTINGS = 100_000;

type Rows<Row> = { rows: Row[] };

/**
 * The home page's lists, a category's pages and search must cost the same with 100k listings as
 * with a handful. One app holds them all (inserting 100k rows is most of this file's time): the
 * bulk listings of the bench, with realistic words in English and Bangla, over the three
 * categories, a tenth sold, one available listing in a hundred advertised.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await insertBulkListings(testApp.db, LISTINGS);
  await testApp.db.execute(sql`analyze`);
}, 90_000);
afterAll(() => testApp.close());

const plan = async (query: SQLWrapper) => {
  const result = (await testApp.db.execute(sql`explain ${query}`)) as unknown as Rows<{
    'QUERY PLAN': string;
  }>;
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
};
const ids = async (query: SQLWrapper) =>
  ((await testApp.db.execute(query)) as unknown as Rows<{ id: string }>).rows.map((row) => row.id);

/**
 * A category page is one index range scan, with no sort and no scan of the table, on the first
 * page and deep in the category alike.
 */
describe('GET /api/CategoryBooks/:id with 100k listings', () => {
  let fictionId: string;
  beforeAll(async () => {
    fictionId = (await categoryNamed(testApp.db, 'Fiction')).id;
  });

  const deepCursor = async () =>
    (
      await ids(sql`
        select id from listings where category_id = ${fictionId} and not sold
        order by posted_at desc, id desc offset 20000 limit 1`)
    )[0]!;

  it.each([
    ['the first page', false],
    ['a page 20,000 books deep', true],
  ])('reads %s with one index range scan, no sort', async (_name, deep) => {
    const query = categoryPageQuery(testApp.db, fictionId, {
      limit: CATEGORY_PAGE_SIZE,
      before: deep ? await deepCursor() : undefined,
    });
    const categoryPlan = await plan(query);
    // The category's own index only: search's index of all available listings newest first,
    // filtered by category, is as cheap here (the bench's categories share every month alike)
    // but reads every newer book of the others first at a category whose books are older.
    expect(categoryPlan).toMatch(/Index Scan using listings_available_by_category_newest_idx/);
    expect(categoryPlan).not.toMatch(/listings_available_newest_idx/);
    // The cursor is part of the index condition, not a filter applied to rows read before it.
    if (deep) expect(categoryPlan).toMatch(/Index Cond: .*ROW\(posted_at, id\) < ROW\(/);
    expect(categoryPlan).not.toMatch(/Sort|Seq Scan on listings/);
  });

  // A generic plan knows no parameter's value: a bound `sold = $2` hid the partial index, and
  // the plan read and sorted the whole category (119 ms against 0.2 ms at 100k listings).
  it('reads the first page from the category’s own index in a generic plan too', async () => {
    const recording = recordingDatabase(testApp.db);
    await categoryPageQuery(recording.db, fictionId, { limit: CATEGORY_PAGE_SIZE });
    const generic = await genericPlanOf(testApp.db, recording.statements[0]!);
    expect(planOutline(generic)).toMatch(/Index Scan on listings_available_by_category_newest_idx/);
    expect(unboundedParts(generic, 'listings')).toEqual([]);
  });

  it('answers a default-size page deep in the category, continuing exactly after the cursor', async () => {
    const cursor = await deepCursor();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/CategoryBooks/${fictionId}?before=${cursor}`,
      headers: await signedInAs(testApp, BUYER),
    });
    expect(response.statusCode).toBe(200);
    const page = ListingListSchema.parse(response.json());
    const expected = await ids(sql`
      select id from listings where category_id = ${fictionId} and not sold
      order by posted_at desc, id desc offset 20001 limit ${CATEGORY_PAGE_SIZE}`);
    expect(page.map((book) => book._id)).toEqual(expected);
    expect(page).toHaveLength(CATEGORY_PAGE_SIZE);
  });
});

/**
 * The category totals are read, not counted, and the carousel is a bounded index range scan.
 * After the category pages: the bulk sale below changes the listings they read.
 */
describe('GET /api/Categories and /api/adv with 100k listings', () => {
  const countedTotals = async () =>
    (
      (await testApp.db.execute(sql`
        select c.name, count(l.id)::int as total from categories c
        left join listings l on l.category_id = c.id and not l.sold
        group by c.name order by c.name`)) as unknown as Rows<{ name: string; total: number }>
    ).rows;

  it('answers the totals the listings add up to, after a bulk insert and a bulk sale', async () => {
    const get = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
      return CategoryListSchema.parse(response.json()).map((category) => ({
        name: category.category_name,
        total: category.total,
      }));
    };
    expect(await get()).toEqual(await countedTotals());
    await testApp.db.execute(sql`
      update listings set sold = true, adv = false
      where not sold and contact like '%7'`);
    expect(await get()).toEqual(await countedTotals());
  });

  it('reads the category list without touching the listings', async () => {
    expect(await plan(categoriesWithTotalsQuery(testApp.db))).not.toMatch(/listings/);
  });

  it('reads the carousel with one bounded index range scan, no sort', async () => {
    const carouselPlan = await plan(advertisementsQuery(testApp.db));
    expect(carouselPlan).toMatch(/Limit/);
    expect(carouselPlan).toMatch(/Index Scan using listings_advertised_newest_idx/);
    expect(carouselPlan).not.toMatch(/Sort|Seq Scan on listings/);
  });

  it('answers the newest advertised, available listings, at most ADVERTISEMENT_LIMIT', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/adv' });
    const answer = AdvertisementListSchema.parse(response.json());
    const newest = await ids(sql`
      select id from listings where adv and not sold
      order by posted_at desc, id desc limit ${ADVERTISEMENT_LIMIT}`);
    expect(answer.map((item) => item._id)).toEqual(newest);
    expect(answer).toHaveLength(ADVERTISEMENT_LIMIT);
  });
});

/**
 * Search (decision 0026): each kind of search the bench times reads listings only through
 * indexes and sorts only what a Limit bounds, whatever it matches: every statement it sends,
 * the word look-ups, the page and the count, as EXPLAIN plans them at 100k listings.
 */
describe('GET /api/search with 100k listings', () => {
  const planned = async (query: Record<string, string>) => {
    const recording = recordingDatabase(testApp.db);
    const outcome = await searchListings(recording.db, SearchQuerySchema.parse(query));
    const plans = [];
    // The reads; the transaction's begin, set and commit have no plan.
    const reads = recording.statements.filter(({ text }) => /^\s*(select|with)\b/i.test(text));
    for (const statement of reads) {
      const plan = await planOf(testApp.db, statement);
      plans.push({ outline: planOutline(plan), unbounded: unboundedParts(plan, 'listings') });
    }
    return { outcome, plans };
  };

  it.each(Object.entries(SEARCH_SHAPES))(
    '%s: no sequential scan of listings, no sort of everything read',
    async (_shape, query) => {
      const { outcome, plans } = await planned(query as Record<string, string>);
      expect(outcome).toMatchObject({ items: expect.any(Array) });
      for (const plan of plans) expect(plan).toMatchObject({ unbounded: [] });
    },
  );

  // In posted_at order, a page of a rare word would read the whole index to find its few matches.
  it('reads the few matches of a rare word from the text indexes', async () => {
    const { plans } = await planned(SEARCH_SHAPES['a rare word'] as Record<string, string>);
    const page = plans.find((plan) => plan.outline.includes('listings_search_'));
    expect(page?.outline).not.toMatch(/listings_available_newest_idx/);
  });

  it('reads a later page of a common word the same way, its count included', async () => {
    const common = { ...SEARCH_SHAPES['a common word']! } as Record<string, string>;
    const first = await searchListings(testApp.db, SearchQuerySchema.parse(common));
    const cursor = 'nextCursor' in first ? first.nextCursor : null;
    expect(cursor).toEqual(expect.any(String));
    const { plans } = await planned({ ...common, cursor: cursor! });
    expect(plans.length).toBeGreaterThan(2);
    for (const plan of plans) expect(plan).toMatchObject({ unbounded: [] });
  });
});

/**
 * A seller's page (db/queries/sellerPage.ts): the first page of their books reads their own index
 * in page order and stops; the index of all available listings newest first, filtered by seller,
 * read 90,000 rows at a seller whose books were all older than the rest (the bench).
 */
describe('GET /api/seller/:id/books with 100k listings', () => {
  it('reads the first page from the seller’s own index, no sort', async () => {
    const [seller] = await ids(sql`select id from users where email = ${OWNER}`);
    const sellerPlan = await plan(sellerBooksQuery(testApp.db, seller!, { limit: 24 }));
    expect(sellerPlan).toMatch(/Index Scan using listings_available_by_seller_newest_idx/);
    expect(sellerPlan).not.toMatch(/listings_available_newest_idx|Sort|Seq Scan on listings/);
  });
});
