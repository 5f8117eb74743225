import { SEARCH_TOTAL_BOUND, type SearchSort } from '../../../shared/constants';
import type { SearchParams, SearchResult } from '../../../shared/schemas/search';
import type { Database } from '../client';
import { toListing } from './listingMappers';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './searchCursor';
import { filtersOf } from './searchMatch';
import type { PageRow } from './searchPage';
import { readResults } from './searchResults';
import { searchTermsOf } from './searchTerms';

/**
 * Search over available listings (GET /search, docs/product.md#get-search, decision 0026): the
 * one module the route calls, so that a dedicated engine could later answer behind it.
 */

export type SearchOutcome = SearchResult | { refused: 'cursor' };

/** `relevance` (the default with words) needs words to rank by; without any it means newest. */
export function effectiveSort(sort: SearchSort | undefined, hasWords: boolean): SearchSort {
  if (hasWords) return sort ?? 'relevance';
  return sort === undefined || sort === 'relevance' ? 'newest' : sort;
}

const NOTHING_FOUND: SearchResult = { items: [], total: 0, totalExact: true, nextCursor: null };

/** One page of results, the cursor of the next one, and how many match (up to the bound). */
export async function searchListings(db: Database, params: SearchParams): Promise<SearchOutcome> {
  const terms = params.q ? await searchTermsOf(db, params.q) : [];
  // Typed text without a word in it ('!!!', a lone '<script>' tag) matches nothing: an empty
  // search shows every book, but this person asked for something, and no book has it.
  if (params.q?.trim() && terms.length === 0) return NOTHING_FOUND;
  const sort = effectiveSort(params.sort, terms.length > 0);
  const cursor = params.cursor === undefined ? undefined : decodeSearchCursor(params.cursor, sort);
  if (params.cursor !== undefined && !cursor) return { refused: 'cursor' };

  // One more than a page: whether there is a next page.
  const request = { params, sort, filters: filtersOf(params), terms, cursor };
  const { total, rows } = await readResults(db, request, params.limit + 1);
  const page = rows.slice(0, params.limit);
  return {
    items: page.map(toListing),
    total: Math.min(total, SEARCH_TOTAL_BOUND),
    totalExact: total <= SEARCH_TOTAL_BOUND,
    nextCursor:
      rows.length > params.limit ? encodeSearchCursor(cursorAfter(page.at(-1)!, sort)) : null,
  };
}

function cursorAfter(row: PageRow, sort: SearchSort): SearchCursor {
  const { id, postedAtMicros } = row;
  if (sort === 'relevance') return { sort, tier: row.tier === 1 ? 1 : 0, postedAtMicros, id };
  if (sort === 'newest') return { sort, postedAtMicros, id };
  return { sort, price: row.sellerPrice, id };
}
