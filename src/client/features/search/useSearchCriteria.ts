import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type SearchCriteria,
  searchCriteriaOf,
  searchQueryString,
} from '../../../shared/searchQueryString';

/** The filters proper, shown as chips: what narrows the books, unlike the words and the order. */
export const FILTER_KEYS = [
  'category',
  'minPrice',
  'maxPrice',
  'condition',
  'location',
  'verified',
] as const;

/** Every filter removed: `change(NO_FILTERS)` keeps the words and the order. */
export const NO_FILTERS: SearchCriteria = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, undefined]),
);

/**
 * The search page's state, which lives in its address only (docs/decisions/0028-search-page.md):
 * reading it is reading the query string, and every change is a new history entry, so a reload,
 * Back and Forward, and a pasted link all give the same search.
 */
export function useSearchCriteria() {
  const [query, setQuery] = useSearchParams();
  const criteria = useMemo(() => searchCriteriaOf(query), [query]);

  /** The same search with `changes` (an undefined value removes that criterion). */
  const change = (changes: SearchCriteria) =>
    setQuery(searchQueryString({ ...criteria, ...changes }));

  return {
    criteria,
    change,
    /** Drops every filter, keeping the words and the order. */
    clearFilters: () => change(NO_FILTERS),
    hasFilters: FILTER_KEYS.some((key) => criteria[key] !== undefined),
  };
}
