import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoData } from '../../../src/server/db/seed';
import { rows } from '../sqlRows';

export interface BenchPair {
  conversationId: string;
  buyer: string;
  seller: string;
}

/**
 * The live bench's people: `count` buyers and as many sellers, each pair with one conversation
 * (no listing: the book may be gone, as after a deletion), by three statements before the server
 * starts (PGlite's files belong to one process at a time).
 */
export async function seedPairs(
  target: { dataDir: string; databaseUrl?: string | undefined },
  count: number,
): Promise<BenchPair[]> {
  const database = openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const { db } = database;
    await db.execute(sql`
      insert into users (email, name, img, role)
      select 'live-' || role || '-' || g || '@bench.test', 'Live ' || role || ' ' || g,
        '/images/avatars/buyer.svg', role
      from generate_series(1, ${count}) as g, (values ('buyer'), ('seller')) as r(role)`);
    return await rows<BenchPair>(
      db,
      sql`insert into conversations (book_title, buyer_id, seller_id)
        select 'Bench book ' || g, b.id, s.id
        from generate_series(1, ${count}) as g
        join users b on b.email = 'live-buyer-' || g || '@bench.test'
        join users s on s.email = 'live-seller-' || g || '@bench.test'
        returning id as "conversationId",
          (select email from users where id = buyer_id) as buyer,
          (select email from users where id = seller_id) as seller`,
    );
  } finally {
    await database.close();
  }
}
