import { and, asc, desc, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { SearchSort } from '../../../shared/constants';
import type { SearchCursor } from './searchCursor';

/**
 * The orders of search results and where a page after a cursor starts in them, on listings or
 * on a subquery of them (db/queries/searchPage.ts): keyset paging on the sort key itself.
 */

/** The columns a sort reads, on listings or on a subquery of them. */
export interface SortColumns {
  postedAt: SQLWrapper;
  sellerPrice: SQLWrapper;
  id: SQLWrapper;
}
/** ...and the rank group, 0 when the heading holds every word, where relevance is the sort. */
export interface RankedColumns extends SortColumns {
  tier: SQLWrapper;
}

export const newestFirst = (t: SortColumns) => [desc(t.postedAt), desc(t.id)];
/** Each sort's order, the id breaking ties, so that paging is complete and disjoint. */
export const ORDERS = {
  newest: newestFirst,
  price_asc: (t: SortColumns) => [asc(t.sellerPrice), asc(t.id)],
  price_desc: (t: SortColumns) => [desc(t.sellerPrice), desc(t.id)],
  relevance: (t: RankedColumns) => [asc(t.tier), ...newestFirst(t)],
} satisfies Record<SearchSort, (t: RankedColumns) => SQL[]>;

const at = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
export const beforeTime = (t: SortColumns, c: { postedAtMicros: string; id: string }): SQL =>
  sql`(${t.postedAt}, ${t.id}) < (${at(c.postedAtMicros)}, ${c.id}::uuid)`;

/** Where the page after `cursor` starts in its sort's order (row comparisons an index reads). */
export function after(t: SortColumns & Partial<RankedColumns>, cursor: SearchCursor): SQL {
  switch (cursor.sort) {
    case 'price_asc':
      return sql`(${t.sellerPrice}, ${t.id}) > (${cursor.price}::numeric, ${cursor.id}::uuid)`;
    case 'price_desc':
      return sql`(${t.sellerPrice}, ${t.id}) < (${cursor.price}::numeric, ${cursor.id}::uuid)`;
    case 'relevance':
      if (!t.tier) throw new Error('relevance is read among ranked candidates');
      return or(
        sql`${t.tier} > ${cursor.tier}`,
        and(sql`${t.tier} = ${cursor.tier}`, beforeTime(t, cursor)),
      )!;
    default:
      return beforeTime(t, cursor);
  }
}
