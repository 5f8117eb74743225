import { and, asc, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SearchSort } from '../../../shared/constants';
import type { Database } from '../client';
import { categories, listings, users } from '../schema';
import type { SearchCursor } from './searchCursor';
import { everyWord, inHeading, notInHeading } from './searchMatch';
import type { SearchTerm } from './searchTerms';

/**
 * One page of search results (db/queries/search.ts): the listings in the sort's order after the
 * cursor, each a bounded scan of an index in that order or a top-N of few matches, and the cursor
 * of the page after them.
 */

/**
 * A listing answer's columns, and its sort keys exactly as PostgreSQL has them (for cursors).
 * Seller and category come from subqueries rather than joins: PostgreSQL computes them after the
 * sort and limit, for the page's rows only, whatever the plan of the listings part.
 */
const pageColumns = {
  ...getTableColumns(listings),
  sellerEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${listings.sellerId})`,
  sellerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${listings.sellerId})`,
  categoryName: sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${listings.categoryId})`,
  postedAtMicros: sql<string>`(extract(epoch from ${listings.postedAt}) * 1000000)::bigint::text`,
};
export type PageRow = Awaited<ReturnType<typeof readRows>>[number] & { tier?: 0 | 1 };

const newestFirst = [desc(listings.postedAt), desc(listings.id)];
const at = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
const beforeTime = (c: { postedAtMicros: string; id: string }): SQL =>
  sql`(${listings.postedAt}, ${listings.id}) < (${at(c.postedAtMicros)}, ${c.id}::uuid)`;

/** Each sort's order, the id breaking ties, so that paging is complete and disjoint. */
const ORDERS: Record<Exclude<SearchSort, 'relevance'>, SQL[]> = {
  newest: newestFirst,
  price_asc: [asc(listings.sellerPrice), asc(listings.id)],
  price_desc: [desc(listings.sellerPrice), desc(listings.id)],
};

/** Where the page after `cursor` starts in its sort's order (a row comparison an index reads). */
function after(cursor: SearchCursor): SQL {
  switch (cursor.sort) {
    case 'price_asc':
      return sql`(${listings.sellerPrice}, ${listings.id}) > (${cursor.price}::numeric, ${cursor.id}::uuid)`;
    case 'price_desc':
      return sql`(${listings.sellerPrice}, ${listings.id}) < (${cursor.price}::numeric, ${cursor.id}::uuid)`;
    default:
      return beforeTime(cursor);
  }
}

/** Up to `limit` listings in `order`: one bounded scan of an index in that order, or a top-N. */
function readRows(db: Database, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(pageColumns)
    .from(listings)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/**
 * Relevance: listings whose heading holds every word, newest first, then the rest, newest first.
 * Two queries rather than one sort of every match, so that each is a bounded scan in posted_at
 * order however many listings match (a ranking function would score them all).
 */
async function relevanceRows(
  db: Database,
  filters: SQL,
  terms: readonly SearchTerm[],
  cursor: Extract<SearchCursor, { sort: 'relevance' }> | undefined,
  wanted: number,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  if (!cursor || cursor.tier === 0) {
    const where = and(filters, inHeading(terms), cursor && beforeTime(cursor));
    const first = await readRows(db, where, newestFirst, wanted);
    rows.push(...first.map((row) => ({ ...row, tier: 0 as const })));
  }
  if (rows.length < wanted) {
    const resume = cursor?.tier === 1 ? beforeTime(cursor) : undefined;
    const where = and(filters, notInHeading(terms), resume);
    const rest = await readRows(db, where, newestFirst, wanted - rows.length);
    rows.push(...rest.map((row) => ({ ...row, tier: 1 as const })));
  }
  return rows;
}

export function cursorAfter(row: PageRow, sort: SearchSort): SearchCursor {
  if (sort === 'relevance')
    return { sort, tier: row.tier ?? 0, postedAtMicros: row.postedAtMicros, id: row.id };
  if (sort === 'newest') return { sort, postedAtMicros: row.postedAtMicros, id: row.id };
  return { sort, price: row.sellerPrice, id: row.id };
}

/** Up to `wanted` listings of the page that starts after `cursor` (the first page without). */
export async function readPage(
  db: Database,
  sort: SearchSort,
  filters: SQL,
  terms: readonly SearchTerm[],
  cursor: SearchCursor | undefined,
  wanted: number,
): Promise<PageRow[]> {
  if (sort === 'relevance') {
    return relevanceRows(db, filters, terms, cursor?.sort === sort ? cursor : undefined, wanted);
  }
  const where = and(filters, everyWord(terms), cursor && after(cursor));
  return readRows(db, where, ORDERS[sort], wanted);
}
