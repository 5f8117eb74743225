/**
 * @database each
 */
import { sql } from 'drizzle-orm';
import { openSeededTestDatabase, testDatabaseName } from '../testing/postgres/testDatabase';
import type { DatabaseHandle } from './client';
import { runAlone } from './sweepLock';

describe(`a sweep on one database (${testDatabaseName()})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // The run's migrated image: cheap to open, unlike a PGlite started empty.
    database = await openSeededTestDatabase();
  });
  afterAll(() => database.close());

  it('runs, and its work may use the database meanwhile', async () => {
    let ran = false;
    const outcome = await runAlone(database.db, 'orderExpiry', async () => {
      await database.db.execute(sql`select 1`);
      ran = true;
    });
    expect([outcome, ran]).toEqual(['ran', true]);
  });
});
