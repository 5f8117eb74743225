/**
 * @database each
 */
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder } from '../testing/listingFixtures';
import { listCategoriesWithTotals } from './queries/categories';
import { deleteListing } from './queries/listingChanges';
import { categories, listings } from './schema';

/**
 * categories.available_total is kept by triggers (migration 0003) instead of being counted on
 * each read; whatever the writes, it must equal the count it replaced.
 */
describe('category totals kept by the database', () => {
  let testApp: TestApp;
  let categoryIds: string[];
  beforeAll(async () => {
    testApp = await buildTestApp();
    categoryIds = (await testApp.db.select({ id: categories.id }).from(categories)).map(
      (row) => row.id,
    );
  });
  afterAll(() => testApp.close());

  const counted = async () => {
    const result = (await testApp.db.execute(sql`
      select c.id, count(l.id)::int as n from categories c
      left join listings l on l.category_id = c.id and not l.sold
      group by c.id`)) as unknown as { rows: { id: string; n: number }[] };
    return Object.fromEntries(result.rows.map((row) => [row.id, row.n]));
  };
  const kept = async () =>
    Object.fromEntries(
      (await testApp.db.select().from(categories)).map((row) => [row.id, row.availableTotal]),
    );
  const expectTotalsExact = async () => expect(await kept()).toEqual(await counted());

  it('starts equal to the count of the seeded listings, sold ones left out', async () => {
    await expectTotalsExact();
    const answer = await listCategoriesWithTotals(testApp.db);
    expect(answer.map((category) => category.total)).toEqual([6, 9, 6]);
  });

  const someListings = (n: number) =>
    testApp.db.select({ id: listings.id }).from(listings).orderBy(listings.id).limit(n);

  /** The writes the product makes, and a few it does not (bulk ones, moves between categories). */
  const write = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), category: fc.nat(2), sold: fc.boolean() }),
    fc.record({ kind: fc.constant('setSold' as const), pick: fc.nat(40), sold: fc.boolean() }),
    fc.record({ kind: fc.constant('move' as const), pick: fc.nat(40), category: fc.nat(2) }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(40) }),
    fc.record({ kind: fc.constant('bulkSell' as const), count: fc.integer({ min: 2, max: 6 }) }),
    fc.record({ kind: fc.constant('verifyAll' as const) }),
  );
  type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

  async function apply(step: Write): Promise<void> {
    const { db } = testApp;
    const all = await someListings(41);
    const picked = 'pick' in step ? all[step.pick % all.length]?.id : undefined;
    switch (step.kind) {
      case 'insert': {
        const [category] = await db
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, categoryIds[step.category]!));
        await addListing(db, { category: category!.name, sold: step.sold });
        return;
      }
      case 'setSold':
        if (picked)
          await db
            .update(listings)
            .set({ sold: step.sold, adv: false })
            .where(eq(listings.id, picked));
        return;
      case 'move':
        if (picked)
          await db
            .update(listings)
            .set({ categoryId: categoryIds[step.category]! })
            .where(eq(listings.id, picked));
        return;
      case 'delete':
        if (picked) await deleteListing(db, picked, () => true);
        return;
      case 'bulkSell': {
        const ids = all.slice(0, step.count).map((row) => row.id);
        await db
          .update(listings)
          .set({ sold: true, adv: false })
          .where(and(inArray(listings.id, ids), eq(listings.sold, false)));
        return;
      }
      case 'verifyAll':
        // An update that touches no counted column must leave every total alone.
        await db.update(listings).set({ isVerified: true });
        return;
    }
  }

  it('stays equal to the count through any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectTotalsExact();
      }),
      { numRuns: 25 },
    );
  });

  it('stays equal when a write is rolled back, and when a listing with orders is deleted', async () => {
    const listing = await addListing(testApp.db);
    await addOrder(testApp.db, listing, 'unpaid');
    await expect(
      testApp.db.transaction(async (tx) => {
        await tx.update(listings).set({ sold: true }).where(eq(listings.id, listing));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTotalsExact();
    await deleteListing(testApp.db, listing, () => true);
    await expectTotalsExact();
  });

  it('stays equal under concurrent writes (on PostgreSQL each runs on its own connection)', async () => {
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addListing(testApp.db, { category: i % 2 ? 'Fiction' : 'Non Fiction' }),
      ),
    );
    await Promise.all([
      ...added
        .slice(0, 6)
        .map((id) => testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, id))),
      ...added.slice(6).map((id) => deleteListing(testApp.db, id, () => true)),
      ...Array.from({ length: 6 }, () => addListing(testApp.db, { category: 'Fiction' })),
    ]);
    await expectTotalsExact();
  });

  it('drops to zero when the listings are truncated', async () => {
    await testApp.db.execute(sql`truncate listings cascade`);
    expect(Object.values(await kept())).toEqual([0, 0, 0]);
    await expectTotalsExact();
  });
});
