import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { insertBulkListings } from '../../src/server/testing/bulkListings';
import { seedBigSeller, type BigSeller } from './seedSeller';
import { rows } from './sqlRows';

export interface SeedTarget {
  /** A fresh folder: PGlite's files go to <dataDir>/pgdata, as the server's do. */
  dataDir: string;
  /** A PostgreSQL database instead of PGlite (--postgres). */
  databaseUrl?: string | undefined;
  /** Add the seller of 5,000 listings and 5,000 reviews (seedSeller.ts), on top of `total`. */
  bigSeller: boolean;
}

/**
 * The database the benchmarked server starts on: migrated, the demo data, then bulk listings up
 * to `total`, the same as the 100k-listing tests': one INSERT ... SELECT of realistic titles,
 * authors and descriptions in English and Bangla (so that search finds common and rare words),
 * the demo sellers, categories and covers round robin, a tenth sold, one in a hundred advertised.
 * Then, when asked, the big seller, whose listings come on top of `total`.
 */
export async function seedListings(
  target: SeedTarget,
  total: number,
): Promise<BigSeller | undefined> {
  const database = openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await insertMissingListings(database.db, total);
    const bigSeller = target.bigSeller ? await seedBigSeller(database.db) : undefined;
    // What autovacuum would do after a bulk load: fresh statistics for the planner.
    await database.db.execute(sql`vacuum analyze listings, orders, reviews, users`);
    return bigSeller;
  } finally {
    await database.close();
  }
}

/** Bulk listings (testing/bulkListings.ts) up to `total` in all, the demo ones counted. */
async function insertMissingListings(db: Database, total: number): Promise<void> {
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from listings`);
  const missing = total - (existing?.n ?? 0);
  if (missing > 0) await insertBulkListings(db, missing);
}
