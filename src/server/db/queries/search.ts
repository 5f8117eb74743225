import { and, type SQL, sql } from 'drizzle-orm';
import { SEARCH_TOTAL_BOUND, type SearchSort } from '../../../shared/constants';
import type { SearchParams, SearchResult } from '../../../shared/schemas/search';
import type { Database } from '../client';
import { toListing } from '../mappers';
import { categories, listings } from '../schema';
import { decodeSearchCursor, encodeSearchCursor } from './searchCursor';
import { everyWord, filtersOf } from './searchMatch';
import { cursorAfter, readPage } from './searchPage';
import { searchTermsOf, type SearchTerm } from './searchTerms';

/**
 * Search over available listings (GET /search, docs/product.md#get-search, decision 0026): the
 * one module that knows how, so that a dedicated engine could later answer behind it.
 */

export type SearchOutcome = SearchResult | { refused: 'cursor' };

/** `relevance` (the default with words) needs words to rank by; without any it means newest. */
export function effectiveSort(sort: SearchSort | undefined, hasWords: boolean): SearchSort {
  if (hasWords) return sort ?? 'relevance';
  return sort === undefined || sort === 'relevance' ? 'newest' : sort;
}

/** One page of results, the cursor of the next one, and how many match (up to the bound). */
export async function searchListings(db: Database, params: SearchParams): Promise<SearchOutcome> {
  const terms = params.q ? await searchTermsOf(db, params.q) : [];
  const sort = effectiveSort(params.sort, terms.length > 0);
  const cursor = params.cursor === undefined ? undefined : decodeSearchCursor(params.cursor, sort);
  if (params.cursor !== undefined && !cursor) return { refused: 'cursor' };

  const filters = filtersOf(params);
  // One more than a page: whether there is a next page, without counting.
  const wanted = params.limit + 1;
  const rows = await readPage(db, sort, filters, terms, cursor, wanted);
  const page = rows.slice(0, params.limit);
  const more = rows.length > params.limit;
  const items = page.map(toListing);
  const total = !cursor && !more ? items.length : await countMatches(db, params, terms, filters);
  return {
    items,
    total: Math.min(total, SEARCH_TOTAL_BOUND),
    totalExact: total <= SEARCH_TOTAL_BOUND,
    nextCursor: more ? encodeSearchCursor(cursorAfter(page.at(-1)!, sort)) : null,
  };
}

/**
 * Matches counted up to one past SEARCH_TOTAL_BOUND, so that a common word does not cost a count
 * of thousands. In posted_at order, so that the planner reads an index: in order, stopping at the
 * bound, when matches are common; the few matches only, then sorted, when they are rare (a
 * sequential scan would stop early for common words but read the whole table for rare ones).
 * With no words and no filter but the category, the trigger-kept category totals answer without
 * reading listings.
 */
async function countMatches(
  db: Database,
  params: SearchParams,
  terms: readonly SearchTerm[],
  filters: SQL,
): Promise<number> {
  const { category, minPrice, maxPrice, condition, location, verified } = params;
  const byCategoryAlone =
    terms.length === 0 &&
    !verified &&
    [minPrice, maxPrice, condition, location].every((value) => value === undefined);
  const query = byCategoryAlone
    ? sql`select coalesce(sum(${categories.availableTotal}), 0)::int as n from ${categories}
          ${category === undefined ? sql`` : sql`where ${categories.id} = ${category}`}`
    : sql`select count(*)::int as n from (
          select 1 from ${listings} where ${and(filters, everyWord(terms))}
          order by ${listings.postedAt} desc, ${listings.id} desc
          limit ${SEARCH_TOTAL_BOUND + 1}) as bounded`;
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
