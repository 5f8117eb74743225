import { z } from 'zod';
import {
  CONDITIONS,
  LOCATIONS,
  SEARCH_CURSOR_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_PRICE_PATTERN,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from '../constants';
import { SERVER_ERRORS } from '../messages';
import { IdSchema, TextSchema } from './common';
import { ListingSchema } from './listing';

/** A price in the query string (SEARCH_PRICE_PATTERN); the search page checks it the same way. */
const priceParam = z
  .string()
  .trim()
  .regex(SEARCH_PRICE_PATTERN, SERVER_ERRORS.searchPriceInvalid)
  .transform(Number);

/**
 * GET /search's query string (docs/product.md#get-search). Every parameter is optional; an empty
 * one counts as absent, so a form can send all its fields. A bad one is refused with a message
 * that names it; `minPrice` above `maxPrice` too.
 */
export const SearchQuerySchema = z.preprocess(
  dropEmptyParams,
  z
    .object({
      q: TextSchema.max(SEARCH_QUERY_MAX_LENGTH, SERVER_ERRORS.searchTooLong).optional(),
      category: IdSchema.optional(),
      minPrice: priceParam.optional(),
      maxPrice: priceParam.optional(),
      condition: z.enum(CONDITIONS, SERVER_ERRORS.searchConditionUnknown).optional(),
      location: z.enum(LOCATIONS, SERVER_ERRORS.searchLocationUnknown).optional(),
      verified: z
        .enum(['true', 'false'], SERVER_ERRORS.searchVerifiedInvalid)
        .transform((value) => value === 'true')
        .optional(),
      sort: z.enum(SEARCH_SORTS, SERVER_ERRORS.searchSortUnknown).optional(),
      cursor: z
        .string()
        .min(1, SERVER_ERRORS.searchCursorInvalid)
        .max(SEARCH_CURSOR_MAX_LENGTH, SERVER_ERRORS.searchCursorInvalid)
        .optional(),
      limit: z.coerce
        .number(SERVER_ERRORS.searchLimitInvalid)
        .int(SERVER_ERRORS.searchLimitInvalid)
        .min(1, SERVER_ERRORS.searchLimitInvalid)
        .max(SEARCH_PAGE_SIZE_MAX, SERVER_ERRORS.searchLimitInvalid)
        .default(SEARCH_PAGE_SIZE),
    })
    .refine(
      ({ minPrice, maxPrice }) =>
        minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
      { message: SERVER_ERRORS.searchPriceRange, path: ['minPrice'] },
    ),
);

/** `?q=&location=` is what a form sends for empty fields: they mean "any". */
function dropEmptyParams(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * One page of results. `total` counts every match exactly up to SEARCH_TOTAL_BOUND; beyond it
 * `total` is the bound and `totalExact` is false ("more than 1,000 books"). `nextCursor` asks for
 * the page after this one with the same filters and sort; null at the end.
 */
export const SearchResultSchema = z.object({
  items: z.array(ListingSchema),
  total: z.number().int().nonnegative(),
  totalExact: z.boolean(),
  nextCursor: z.string().nullable(),
});

export type SearchQuery = z.input<typeof SearchQuerySchema>;
export type SearchParams = z.output<typeof SearchQuerySchema>;
export type SearchResult = z.infer<typeof SearchResultSchema>;
