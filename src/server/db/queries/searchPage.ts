import { eq, getTableColumns, type SQL, sql, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { SEARCH_TOTAL_BOUND, type SearchSort } from '../../../shared/constants';
import type { Database } from '../client';
import { categories, listings, users } from '../schema';
import type { SearchCursor } from './searchCursor';
import { after, newestFirst, ORDERS } from './searchOrder';

/**
 * Reading one page of search results (db/queries/searchResults.ts) in one of two ways, both
 * bounded whatever the planner guesses about the words: in the sort's own index order, stopping
 * after the page (`firstInOrder`, for matches too many to count), or among the newest
 * SEARCH_TOTAL_BOUND + 1 matches, sorted among themselves (`firstAmongCandidates`).
 */

/** A listing's columns, and its post time exactly as PostgreSQL has it (for cursors). */
const listingColumns = {
  ...getTableColumns(listings),
  postedAtMicros: sql<string>`(extract(epoch from ${listings.postedAt}) * 1000000)::bigint::text`,
};

/** What an answer shows of a listing of `page`, and its rank group (0 when none is kept). */
const pageColumns = (page: { tier?: SQLWrapper }) => ({
  ...listingColumns,
  tier: sql<number>`${page.tier ?? sql`0`}`,
  sellerEmail: users.email,
  sellerName: users.name,
  sellerRatingSum: users.ratingSum,
  sellerRatingCount: users.ratingCount,
  categoryName: categories.name,
});

/** The page's listings, with seller and category joined to those few rows, in `order`. */
function withSellerAndCategory(
  db: Database,
  page: Subquery & { id: SQLWrapper; tier?: SQLWrapper },
  order: SQL[],
) {
  return db
    .select(pageColumns(page))
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .orderBy(...order);
}
export type PageRow = Awaited<ReturnType<typeof withSellerAndCategory>>[number];

/** What a page is ordered and paged by, before the whole listing is joined to it. */
const orderKeys = (tier: SQL) => ({
  id: listings.id,
  postedAt: listings.postedAt,
  sellerPrice: listings.sellerPrice,
  tier: sql<number>`${tier}`.as('tier'),
});

/**
 * The first `limit` matches in `sort`'s index order: the scan stops after them. `tier` is the
 * rank group they all are in, when relevance reads one group.
 */
export function firstInOrder(
  db: Database,
  where: SQL | undefined,
  sort: Exclude<SearchSort, 'relevance'>,
  limit: number,
  tier: SQL = sql`0`,
) {
  const page = db
    .select(orderKeys(tier))
    .from(listings)
    .where(where)
    .orderBy(...ORDERS[sort](listings))
    .limit(limit)
    .as('page');
  return withSellerAndCategory(db, page, ORDERS[sort](page));
}

/**
 * The first `limit` in `sort`'s order after `cursor` among the candidates, the newest
 * SEARCH_TOTAL_BOUND + 1 matches of `where` (`tier` their rank group), with how many candidates
 * there are (the count of matches up to the bound) and how many are in rank group 0, in one
 * statement. The candidates are a CTE read twice, so PostgreSQL computes them once and plans them
 * for all their rows: from the text indexes when matches are few, in posted_at order (stopping at
 * the bound) when they are many. Planned for its first rows, as a subquery under the page's Limit
 * is, it read a rare word's matches in posted_at order through the whole table.
 */
export async function firstAmongCandidates(
  db: Database,
  where: SQL | undefined,
  tier: SQL,
  sort: SearchSort,
  cursor: SearchCursor | undefined,
  limit: number,
): Promise<{ candidates: number; firstGroup: number; rows: PageRow[] }> {
  const candidates = db.$with('candidates').as(
    db
      .select(orderKeys(tier))
      .from(listings)
      .where(where)
      .orderBy(...newestFirst(listings))
      .limit(SEARCH_TOTAL_BOUND + 1),
  );
  const counted = db
    .select({
      n: sql<number>`count(*)::int`.as('n'),
      firstGroup: sql<number>`(count(*) filter (where ${candidates.tier} = 0))::int`.as(
        'first_group',
      ),
    })
    .from(candidates)
    .as('counted');
  const page = db
    .select()
    .from(candidates)
    .where(cursor && after(candidates, cursor))
    .orderBy(...ORDERS[sort](candidates))
    .limit(limit)
    .as('page');
  // One row even when the page is empty, for the count: the page is joined to it.
  const rows = await db
    .with(candidates)
    .select({ ...pageColumns(page), candidates: counted.n, firstGroup: counted.firstGroup })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(listings, eq(listings.id, page.id))
    .leftJoin(users, eq(users.id, listings.sellerId))
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .orderBy(...ORDERS[sort](page));
  return {
    candidates: rows[0]?.candidates ?? 0,
    firstGroup: rows[0]?.firstGroup ?? 0,
    // Left joins type every column nullable; a row with an id has them all.
    rows: rows.filter((row) => row.id !== null) as PageRow[],
  };
}
