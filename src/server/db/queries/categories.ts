import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/category';
import type { Database } from '../client';
import { categories } from '../schema';

/**
 * Every category with the number of its available listings. The number is the triggers' exact
 * running total (see categories.availableTotal), so this reads three rows however many books
 * are listed, and can still never drift from the listings themselves. The query alone is
 * exported so that a test can EXPLAIN exactly what the route runs.
 */
export function categoriesWithTotalsQuery(db: Database) {
  return db
    .select({ ...getTableColumns(categories), total: categories.availableTotal })
    .from(categories)
    .orderBy(categories.name);
}

export function toCategory(row: typeof categories.$inferSelect & { total: number }): Category {
  return {
    _id: row.id,
    category_name: row.name,
    category_name_bn: row.nameBn,
    img: row.img,
    description: row.description,
    description_bn: row.descriptionBn,
    total: row.total,
  };
}

export async function listCategoriesWithTotals(db: Database): Promise<Category[]> {
  return (await categoriesWithTotalsQuery(db)).map(toCategory);
}

/** Exact name match ignoring case; undefined when no category has that name. */
export async function findCategoryIdByName(
  db: Database,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row?.id;
}

export async function findCategoryById(
  db: Database,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}
