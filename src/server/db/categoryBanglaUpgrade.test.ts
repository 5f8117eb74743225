/**
 * @database either
 */
import { asc, eq, sql } from 'drizzle-orm';
import { CategoryListSchema } from '../../shared/schemas/category';
import { migrateUpTo } from '../testing/olderDatabase';
import { openTestDatabase } from '../testing/postgres/testDatabase';
import type { Database, DatabaseHandle } from './client';
import { DEMO_CATEGORIES } from './demo/categories';
import { listCategoriesWithTotals } from './queries/categories';
import { categories } from './schema';
import { seedDemoData } from './seed';

/** The last migration before the categories had Bangla columns (0009_category_bangla). */
const LAST_WITHOUT_BANGLA = 8;

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
    await migrateUpTo(database.db, LAST_WITHOUT_BANGLA);
    // The categories as the demo data of then inserted them: English only.
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
