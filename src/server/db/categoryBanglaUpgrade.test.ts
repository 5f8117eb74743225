import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { CategoryListSchema } from '../../shared/schemas/category';
import { openTestDatabase, suiteRunsOnPostgres } from '../testing/postgres/testDatabase';
import type { Database, DatabaseHandle } from './client';
import { DEMO_CATEGORIES } from './demo/categories';
import { listCategoriesWithTotals } from './queries/categories';
import { categories } from './schema';
import { seedDemoData } from './seed';

const MIGRATIONS = path.join(__dirname, 'migrations');
/** The last migration before the categories had Bangla columns (0009_category_bangla). */
const LAST_WITHOUT_BANGLA = 8;

/** A copy of the migrations folder whose journal stops at `lastIndex`: the database of then. */
function migrationsUpTo(lastIndex: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const migrateFrom = (db: Database, migrationsFolder: string) =>
  suiteRunsOnPostgres()
    ? migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder })
    : migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });

async function categoryColumns(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select column_name from information_schema.columns where table_name = 'categories'`,
  )) as unknown as { rows: { column_name: string }[] };
  return result.rows.map((row) => row.column_name);
}

/**
 * A database seeded before the Bangla columns existed must come through migration 0009 valid,
 * and get the demo categories' Bangla at its next start, without losing Bangla written since.
 */
describe('Bangla category names in a database made before them', () => {
  let database: DatabaseHandle;
  let columnsBefore: string[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const before = migrationsUpTo(LAST_WITHOUT_BANGLA);
    try {
      await migrateFrom(database.db, before.folder);
    } finally {
      before.remove();
    }
    // The categories as the seed of then inserted them: English only.
    for (const { name, img, description } of DEMO_CATEGORIES) {
      await database.db.execute(
        sql`insert into categories (name, img, description) values (${name}, ${img}, ${description})`,
      );
    }
    columnsBefore = await categoryColumns(database.db);
    await database.migrate();
  });
  afterAll(() => database.close());

  const rows = () =>
    database.db
      .select({
        name: categories.name,
        nameBn: categories.nameBn,
        description: categories.description,
        descriptionBn: categories.descriptionBn,
      })
      .from(categories)
      .orderBy(asc(categories.name));

  it('keeps the existing rows, with empty Bangla that the contract accepts', async () => {
    expect(columnsBefore).not.toContain('name_bn');
    expect(await categoryColumns(database.db)).toEqual(
      expect.arrayContaining([...columnsBefore, 'name_bn', 'description_bn']),
    );
    expect(await rows()).toEqual(
      DEMO_CATEGORIES.map(({ name, description }) => ({
        name,
        nameBn: '',
        description,
        descriptionBn: '',
      })),
    );
    const answer = await listCategoriesWithTotals(database.db);
    expect(CategoryListSchema.parse(answer)).toEqual(answer);
    expect(answer.map((category) => category.category_name_bn)).toEqual(['', '', '']);
  });

  it('fills the empty Bangla at the next seed and keeps Bangla written since', async () => {
    const edited = 'কথাসাহিত্য ও গল্প';
    await database.db
      .update(categories)
      .set({ nameBn: edited })
      .where(eq(categories.name, 'Fiction'));

    expect(await seedDemoData(database.db)).toMatchObject({
      categoriesInserted: 0,
      categoriesTranslated: 3,
    });
    expect(await rows()).toEqual(
      DEMO_CATEGORIES.map(({ name, nameBn, description, descriptionBn }) => ({
        name,
        nameBn: name === 'Fiction' ? edited : nameBn,
        description,
        descriptionBn,
      })),
    );
  });

  it('writes nothing more once every Bangla field is filled', async () => {
    expect(await seedDemoData(database.db)).toMatchObject({ categoriesTranslated: 0 });
  });
});
