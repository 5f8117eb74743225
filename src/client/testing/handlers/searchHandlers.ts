import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SEARCH_TOTAL_BOUND, type SearchSort } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  type Listing,
  type SearchParams,
  SearchQuerySchema,
  SearchResultSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { serverListings } from './listingsHandlers';

/** Where a listing stands in an order: compared part by part, each ascending or descending. */
type SortKey = Array<string | number>;
type Order = { keyOf: (listing: Listing, words: string[]) => SortKey; descending: boolean[] };

const contains = (text: string, word: string) => text.toLowerCase().includes(word);

/** Best match, simply: a word in the title counts twice, in the author or description once. */
const scoreOf = (listing: Listing, words: string[]) =>
  words.reduce(
    (score, word) =>
      score +
      (contains(listing.book_title, word) ? 2 : 0) +
      (contains(`${listing.author} ${listing.description}`, word) ? 1 : 0),
    0,
  );

// Every order ends with the id, so no two listings tie and a cursor names one place exactly.
const ORDERS: Record<SearchSort, Order> = {
  relevance: {
    keyOf: (listing, words) => [scoreOf(listing, words), listing.post_date, listing._id],
    descending: [true, true, true],
  },
  newest: { keyOf: (listing) => [listing.post_date, listing._id], descending: [true, true] },
  price_asc: {
    keyOf: (listing) => [listing.seller_price, listing._id],
    descending: [false, false],
  },
  price_desc: { keyOf: (listing) => [listing.seller_price, listing._id], descending: [true, true] },
};

function compareKeys(a: SortKey, b: SortKey, descending: boolean[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index] as string | number;
    if (value !== other) return (value < other ? -1 : 1) * (descending[index] ? -1 : 1);
  }
  return 0;
}

/** A keyset cursor, as the server's: the sort key of the last book shown, opaque to the client. */
const encodeCursor = (key: SortKey) => btoa(JSON.stringify(key));
function decodeCursor(cursor: string, length: number): SortKey | null {
  try {
    const key: unknown = JSON.parse(atob(cursor));
    const valid =
      Array.isArray(key) &&
      key.length === length &&
      key.every((part) => typeof part === 'string' || typeof part === 'number');
    return valid ? (key as SortKey) : null;
  } catch {
    return null;
  }
}

/** Every word somewhere in the title, author or description, in any case; and each filter. */
function matches(listing: Listing, words: string[], params: SearchParams): boolean {
  const text = `${listing.book_title} ${listing.author} ${listing.description}`;
  const { category, minPrice, maxPrice, condition, location, verified } = params;
  return (
    !listing.sold &&
    words.every((word) => contains(text, word)) &&
    (category === undefined || listing.category_id === category) &&
    (minPrice === undefined || listing.seller_price >= minPrice) &&
    (maxPrice === undefined || listing.seller_price <= maxPrice) &&
    (condition === undefined || listing.condition === condition) &&
    (location === undefined || listing.location === location) &&
    (!verified || knownUsers.get(listing.seller_email)?.appVerified === true)
  );
}

/**
 * GET /search over the in-memory listings: the query checked by the shared schema (a 400 with
 * its first message, as the server answers), a case-insensitive substring match standing in for
 * the server's full-text and typo matching, the four orders, and keyset pages.
 */
export const handlers = [
  http.get(apiUrl(CATALOG_API.search.route), ({ request }) => {
    const parsed = SearchQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success) return errorResponse(400, parsed.error.issues[0]?.message ?? '');
    const params = parsed.data;
    const words = params.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const sort = params.sort ?? 'relevance';
    const order = ORDERS[words.length === 0 && sort === 'relevance' ? 'newest' : sort];
    const keyOf = (listing: Listing) => order.keyOf(listing, words);

    const found = serverListings
      .filter((listing) => matches(listing, words, params))
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b), order.descending));
    let rest = found;
    if (params.cursor !== undefined) {
      const after = decodeCursor(params.cursor, order.descending.length);
      if (!after) return errorResponse(400, SERVER_ERRORS.searchCursorInvalid);
      rest = found.filter((listing) => compareKeys(keyOf(listing), after, order.descending) > 0);
    }
    const items = rest.slice(0, params.limit);
    const last = items.at(-1);
    return HttpResponse.json(
      SearchResultSchema.parse({
        items,
        total: Math.min(found.length, SEARCH_TOTAL_BOUND),
        totalExact: found.length <= SEARCH_TOTAL_BOUND,
        nextCursor: last && rest.length > items.length ? encodeCursor(keyOf(last)) : null,
      }),
    );
  }),
];
