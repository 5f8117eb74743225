import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';

/** Shares of the bulk listings: sold ones stay in the table but leave every public list. */
export const SOLD_EVERY = 10;
/** One available listing in this many is advertised (the carousel grows with the catalogue). */
export const ADVERTISED_EVERY = 100;

export interface SeedTarget {
  /** A fresh folder: PGlite's files go to <dataDir>/pgdata, as the server's do. */
  dataDir: string;
  /** A PostgreSQL database instead of PGlite (--postgres). */
  databaseUrl?: string | undefined;
}

/**
 * The database the benchmarked server starts on: migrated, the demo data, then bulk listings
 * up to `total`. One INSERT ... SELECT over generate_series copies the demo listings round robin
 * (their sellers, categories, covers and texts, so rows are as wide as real ones), which makes
 * 100k listings a matter of seconds rather than 100k round trips.
 */
export async function seedListings(target: SeedTarget, total: number): Promise<void> {
  const database = openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await insertBulkListings(database.db, total);
    // What autovacuum would do after a bulk load: fresh statistics for the planner.
    await database.db.execute(sql`vacuum analyze listings`);
  } finally {
    await database.close();
  }
}

async function insertBulkListings(db: Database, total: number): Promise<void> {
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from listings`);
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) return;
  await db.execute(sql`
    with template as (
      select row_number() over (order by book_title) - 1 as k, count(*) over () as n, *
      from listings
    )
    insert into listings (seller_id, category_id, book_title, book_img, original_price,
      seller_price, used, condition, location, contact, description, relevant_information,
      sold, adv, is_verified, posted_at)
    select t.seller_id, t.category_id, t.book_title || ' (copy ' || g || ')', t.book_img,
      t.original_price, t.seller_price, t.used, t.condition, t.location, t.contact,
      t.description, t.relevant_information,
      g % ${SOLD_EVERY} = 0,
      g % ${SOLD_EVERY} <> 0 and g % ${ADVERTISED_EVERY} = 1,
      t.is_verified,
      now() - make_interval(mins => g)
    from generate_series(1, ${missing}) as g
    join template t on t.k = g % t.n`);
}

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  // PGlite and node-postgres both answer { rows }; drizzle types the two results differently.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
