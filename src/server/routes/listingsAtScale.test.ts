import { type SQLWrapper, sql } from 'drizzle-orm';
import { CATEGORY_PAGE_SIZE } from '../../shared/constants';
import { AdvertisementListSchema, CategoryListSchema } from '../../shared/schemas/category';
import { ListingListSchema } from '../../shared/schemas/listing';
import { categoriesWithTotalsQuery } from '../db/queries/categories';
import {
  ADVERTISEMENT_LIMIT,
  advertisementsQuery,
  categoryPageQuery,
} from '../db/queries/listings';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { BUYER, categoryNamed, userId } from '../testing/listingFixtures';

const LISTINGS = 100_000;

type Rows<Row> = { rows: Row[] };

/**
 * The home page's lists and a category's pages must cost the same with 100k listings as with a
 * handful. One app holds them all (inserting 100k rows is most of this file's time): over the
 * three categories, a tenth sold, one available listing in a hundred advertised.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  const sellerId = await userId(testApp.db, 'newseller@demo.test');
  await testApp.db.execute(sql`
    insert into listings (seller_id, category_id, book_title, book_img, original_price,
      seller_price, used, condition, location, contact, description, relevant_information,
      sold, adv, posted_at)
    select ${sellerId}::uuid, (select id from categories order by name offset (g % 3) limit 1),
      'Bulk ' || g, '/images/books/bulk.svg', 300, 150, '1 year', 'good', 'Dhaka', '',
      'Bulk listing.', '', g % 10 = 0, g % 10 <> 0 and g % 100 = 1,
      now() - make_interval(mins => g)
    from generate_series(1, ${LISTINGS}) as g`);
  await testApp.db.execute(sql`analyze`);
}, 60_000);
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
    expect(categoryPlan).toMatch(/Index Scan using listings_available_by_category_newest_idx/);
    // The cursor is part of the index condition, not a filter applied to rows read before it.
    if (deep)
      expect(categoryPlan).toMatch(
        /Index Cond: \(\(category_id = .*AND \(ROW\(posted_at, id\) < ROW\(/,
      );
    expect(categoryPlan).not.toMatch(/Sort|Seq Scan on listings/);
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
      where not sold and book_title like 'Bulk %7'`);
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
