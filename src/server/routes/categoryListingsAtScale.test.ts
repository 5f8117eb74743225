import { sql } from 'drizzle-orm';
import { CATEGORY_PAGE_SIZE } from '../../shared/constants';
import { ListingListSchema } from '../../shared/schemas/listing';
import { categoryPageQuery } from '../db/queries/listings';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { BUYER, categoryNamed, userId } from '../testing/listingFixtures';

const LISTINGS = 100_000;

/**
 * A category page must not slow down as listings pile up: with 100k listings (a tenth sold,
 * spread over the three categories), the query the route runs must be one index range scan,
 * with no sort and no scan of the table, on the first page and deep in the category alike.
 */
describe('GET /api/CategoryBooks/:id with 100k listings', () => {
  let testApp: TestApp;
  let fictionId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    fictionId = (await categoryNamed(testApp.db, 'Fiction')).id;
    const sellerId = await userId(testApp.db, 'newseller@demo.test');
    await testApp.db.execute(sql`
      insert into listings (seller_id, category_id, book_title, book_img, original_price,
        seller_price, used, condition, location, contact, description, relevant_information,
        sold, posted_at)
      select ${sellerId}::uuid, (select id from categories order by name offset (g % 3) limit 1),
        'Bulk ' || g, '/images/books/bulk.svg', 300, 150, '1 year', 'good', 'Dhaka', '',
        'Bulk listing.', '', g % 10 = 0, now() - make_interval(mins => g)
      from generate_series(1, ${LISTINGS}) as g`);
    await testApp.db.execute(sql`analyze`);
  }, 60_000);
  afterAll(() => testApp.close());

  const explain = async (before?: string) => {
    const query = categoryPageQuery(testApp.db, fictionId, { limit: CATEGORY_PAGE_SIZE, before });
    const result = (await testApp.db.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const deepCursor = async () => {
    const [row] = (
      (await testApp.db.execute(sql`
        select id from listings where category_id = ${fictionId} and not sold
        order by posted_at desc, id desc offset 20000 limit 1`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    return row!.id;
  };

  it.each([
    ['the first page', false],
    ['a page 20,000 books deep', true],
  ])('reads %s with one index range scan, no sort', async (_name, deep) => {
    const plan = await explain(deep ? await deepCursor() : undefined);
    expect(plan).toMatch(/Index Scan using listings_available_by_category_newest_idx/);
    // The cursor is part of the index condition, not a filter applied to rows read before it.
    if (deep)
      expect(plan).toMatch(/Index Cond: \(\(category_id = .*AND \(ROW\(posted_at, id\) < ROW\(/);
    expect(plan).not.toMatch(/Sort|Seq Scan on listings/);
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
    const expected = (
      (await testApp.db.execute(sql`
        select id from listings where category_id = ${fictionId} and not sold
        order by posted_at desc, id desc offset 20001 limit ${CATEGORY_PAGE_SIZE}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
    expect(page.map((book) => book._id)).toEqual(expected);
    expect(page).toHaveLength(CATEGORY_PAGE_SIZE);
  });
});
