import type { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** A query's rows on either database. */
export async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  // PGlite and node-postgres both answer { rows }; drizzle types the two results differently.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
