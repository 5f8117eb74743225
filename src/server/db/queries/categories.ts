import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/category';
import type { Database } from '../client';
import { toCategory } from '../mappers';
import { categories, listings } from '../schema';

/**
 * Every category with the number of its available listings, counted at read time so the total
 * can never drift from the listings themselves.
 */
export async function listCategoriesWithTotals(db: Database): Promise<Category[]> {
  const rows = await db
    .select({ ...getTableColumns(categories), total: count(listings.id) })
    .from(categories)
    .leftJoin(listings, and(eq(listings.categoryId, categories.id), eq(listings.sold, false)))
    .groupBy(categories.id)
    .orderBy(categories.name);
  return rows.map(toCategory);
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
