import type { SearchParams } from './schemas/search';

/**
 * What a search asks for, as the search page's address holds it (docs/product.md#search-page):
 * the words, the filters and the order, each a string as it stands in the query string. The
 * server checks them (SearchQuerySchema), so a hand-edited address gets its plain 400.
 */
export const SEARCH_CRITERIA_KEYS = [
  'q',
  'category',
  'minPrice',
  'maxPrice',
  'condition',
  'location',
  'verified',
  'sort',
] as const satisfies ReadonlyArray<keyof SearchParams>;

export type SearchCriterion = (typeof SEARCH_CRITERIA_KEYS)[number];
export type SearchCriteria = Partial<Record<SearchCriterion, string>>;

/** One call of GET /search: the criteria and the page, which never goes in the page's address. */
export type SearchRequest = SearchCriteria & { cursor?: string; limit?: number };

const PAGING_KEYS = ['cursor', 'limit'] as const;

/**
 * The query string (without '?') of a search, in one fixed order, leaving out what is empty, so
 * one search always has one address and one cache entry.
 */
export function searchQueryString(request: SearchRequest): string {
  const query = new URLSearchParams();
  for (const key of [...SEARCH_CRITERIA_KEYS, ...PAGING_KEYS]) {
    const value = request[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** The criteria an address holds; unknown parameters (and a cursor) are left out. */
export function searchCriteriaOf(query: URLSearchParams): SearchCriteria {
  const criteria: SearchCriteria = {};
  for (const key of SEARCH_CRITERIA_KEYS) {
    const value = query.get(key)?.trim();
    // verified=false asks for every seller, as no `verified` does: it is no filter.
    if (value && !(key === 'verified' && value === 'false')) criteria[key] = value;
  }
  return criteria;
}

/**
 * The same search with other words. Best match ranks by the words, so without any it gives way
 * to the default order (newest first).
 */
export function withWords(criteria: SearchCriteria, words: string): SearchCriteria {
  const q = words.trim() || undefined;
  const sort = !q && criteria.sort === 'relevance' ? undefined : criteria.sort;
  return { ...criteria, q, sort };
}
