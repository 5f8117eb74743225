import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing } from '../testing/listingFixtures';
import { cacheUntilListsChange, PUBLIC_LISTS_CHANNEL, type CacheOptions } from './publicListCache';
import { listings } from './schema';

/**
 * The cache of the public lists: on PGlite it answers from memory until the database notifies a
 * change; on PostgreSQL (the server-postgres project) it reads through every time.
 */
describe('cacheUntilListsChange', () => {
  let testApp: TestApp;
  let onPglite: boolean;
  beforeAll(async () => {
    testApp = await buildTestApp();
    onPglite = (testApp.db as { $client?: unknown }).$client instanceof PGlite;
  });
  afterAll(() => testApp.close());

  /** A cache whose loads are counted, and closed after the test. */
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
  });
  async function countingCache(options?: CacheOptions, load?: () => Promise<number>) {
    const loads = { count: 0 };
    const cache = await cacheUntilListsChange(
      testApp.db,
      load ??
        (async () => {
          loads.count += 1;
          return loads.count;
        }),
      options,
    );
    opened.push(cache);
    return { cache, loads };
  }
  /** Loads expected: once on PGlite, on every read on PostgreSQL. */
  const expectLoads = (loads: { count: number }, onPgliteCount: number, reads: number) =>
    expect(loads.count).toBe(onPglite ? onPgliteCount : reads);

  it('answers from memory until told, and concurrent reads share one load', async () => {
    const { cache, loads } = await countingCache();
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    await cache.get();
    expectLoads(loads, 1, 4);
  });

  it.each([
    ['a listing inserted', async () => void (await addListing(testApp.db))],
    [
      'a listing advertised',
      async () => {
        const id = await addListing(testApp.db);
        await testApp.db.update(listings).set({ adv: true }).where(eq(listings.id, id));
      },
    ],
    [
      'a notification on the channel',
      () => testApp.db.execute(sql`select pg_notify(${PUBLIC_LISTS_CHANNEL}, '')`),
    ],
  ])('loads again after %s, as soon as the write returns', async (_name, write) => {
    const { cache, loads } = await countingCache();
    await cache.get();
    await write();
    await cache.get();
    expect(loads.count).toBe(2);
  });

  it('keeps its answer through writes no public list shows (verification, reservations)', async () => {
    const id = await addListing(testApp.db);
    const { cache, loads } = await countingCache();
    await cache.get();
    await testApp.db.update(listings).set({ isVerified: true }).where(eq(listings.id, id));
    await testApp.db.update(listings).set({ reservedUntil: new Date() }).where(eq(listings.id, id));
    await cache.get();
    expectLoads(loads, 1, 2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const { cache } = await countingCache({}, async () => {
      if (fail) throw new Error('database away');
      return 7;
    });
    await expect(cache.get()).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get()).toBe(7);
  });

  it('loads again once the answer is older than the TTL, even without a notification', async () => {
    let clock = 0;
    const { cache, loads } = await countingCache({ ttlMs: 1000, now: () => clock });
    await cache.get();
    clock = 999;
    await cache.get();
    expectLoads(loads, 1, 2);
    clock = 1000;
    await cache.get();
    expectLoads(loads, 2, 3);
  });
});
