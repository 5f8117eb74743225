/**
 * @database each
 */
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../testing/postgres/testDatabase';
import type { DatabaseHandle } from './client';
import { categories, listings, users } from './schema';
import { seedDemoData } from './seed';

describe('seedDemoData', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  const countRows = async () => {
    const { db } = database;
    const [[userRows], [categoryRows], [listingRows]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(categories),
      db.select({ n: count() }).from(listings),
    ]);
    return { users: userRows?.n, categories: categoryRows?.n, listings: listingRows?.n };
  };

  it('inserts the demo users, categories and listings the first time', async () => {
    expect(await seedDemoData(database.db)).toEqual({
      usersInserted: 4,
      categoriesInserted: 3,
      categoriesTranslated: 0,
      listingsInserted: 22,
    });
    expect(await countRows()).toEqual({ users: 4, categories: 3, listings: 22 });
  });

  it('is idempotent: a second run inserts nothing and keeps changes made since', async () => {
    await database.db
      .update(users)
      .set({ appVerified: true })
      .where(eq(users.email, 'newseller@demo.test'));

    expect(await seedDemoData(database.db)).toEqual({
      usersInserted: 0,
      categoriesInserted: 0,
      categoriesTranslated: 0,
      listingsInserted: 0,
    });
    expect(await countRows()).toEqual({ users: 4, categories: 3, listings: 22 });
    const [newSeller] = await database.db
      .select({ appVerified: users.appVerified })
      .from(users)
      .where(eq(users.email, 'newseller@demo.test'));
    expect(newSeller?.appVerified).toBe(true);
  });

  it('matches the demo story: 5 advertised, 1 sold, 4 unverified listings of the new seller', async () => {
    const rows = await database.db
      .select({
        adv: listings.adv,
        sold: listings.sold,
        isVerified: listings.isVerified,
        sellerEmail: users.email,
        categoryId: listings.categoryId,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId));

    const advertised = rows.filter((row) => row.adv);
    expect(advertised).toHaveLength(5);
    expect(new Set(advertised.map((row) => row.categoryId)).size).toBe(3);
    expect(rows.filter((row) => row.sold)).toEqual([expect.objectContaining({ adv: false })]);
    const newSellerRows = rows.filter((row) => row.sellerEmail === 'newseller@demo.test');
    expect(newSellerRows).toHaveLength(4);
    expect(newSellerRows.every((row) => !row.isVerified)).toBe(true);
    expect(rows.filter((row) => row.isVerified)).toHaveLength(18);
  });
});
