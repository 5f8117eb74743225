import { type SQLWrapper, sql } from 'drizzle-orm';
import { AdvertisementListSchema, CategoryListSchema } from '../../shared/schemas/category';
import { categoriesWithTotalsQuery } from '../db/queries/categories';
import { ADVERTISEMENT_LIMIT, advertisementsQuery } from '../db/queries/listings';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { userId } from '../testing/listingFixtures';

const LISTINGS = 100_000;

type Rows<Row> = { rows: Row[] };

/**
 * The home page's two public lists must cost the same with 100k listings as with a handful: the
 * category totals are read, not counted, and the carousel is a bounded index range scan. 100k
 * listings over the three categories, a tenth sold, one available listing in a hundred advertised.
 */
describe('GET /api/Categories and /api/adv with 100k listings', () => {
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
    const categoriesPlan = await plan(categoriesWithTotalsQuery(testApp.db));
    expect(categoriesPlan).not.toMatch(/listings/);
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
    const newest = (
      (await testApp.db.execute(sql`
        select id from listings where adv and not sold
        order by posted_at desc, id desc limit ${ADVERTISEMENT_LIMIT}`)) as unknown as Rows<{
        id: string;
      }>
    ).rows.map((row) => row.id);
    expect(answer.map((item) => item._id)).toEqual(newest);
    expect(answer).toHaveLength(ADVERTISEMENT_LIMIT);
  });
});
