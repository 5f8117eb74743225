import type { SearchQuery } from '../../shared/schemas/search';
import { BULK_BANGLA_WORD, BULK_COMMON_WORD, BULK_RARE_WORD, BULK_TYPO } from './bulkListings';

/**
 * The kinds of search with a speed goal (docs/quality.md), over the bulk listings
 * (bulkListings.ts): the 100k-listing plan test reads their query plans, `npm run bench` times them.
 */
export const SEARCH_SHAPES: Readonly<Record<string, SearchQuery>> = {
  'a common word': { q: BULK_COMMON_WORD },
  'a rare word': { q: BULK_RARE_WORD },
  'a typo': { q: BULK_TYPO },
  'a Bangla word': { q: BULK_BANGLA_WORD },
  'filters without words': { location: 'Sylhet', condition: 'fair' },
  'sort by price with a filter': { sort: 'price_asc', location: 'Dhaka' },
};
