import { SEARCH_SHAPES } from '../../src/server/testing/searchShapes';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { CategoryListSchema } from '../../src/shared/schemas/category';
import { ListingListSchema } from '../../src/shared/schemas/listing';
import { expectOk, type Person } from './api';

export interface MixRequest {
  path: string;
  headers?: Record<string, string>;
}

/** A stream of requests in the mix's proportions: `next()` is the following one. */
export interface LoadMix {
  next(): MixRequest;
  /** Its parts and their shares, for the report. */
  description: string;
}

/**
 * What people mostly do, as `npm run bench` measures it (scripts/bench/rounds.ts): the public
 * lists, category pages (signed in), book pages, searches, and a few signed-in reads of one's
 * own orders and badges. Weights are out of 20.
 */
export async function loadMix(baseUrl: string, buyer: Person): Promise<LoadMix> {
  const api = (url: string) => `${API_PREFIX}${url}`;
  const signedIn = { authorization: `Bearer ${buyer.token}` };
  const categories = CategoryListSchema.parse(await expectOk(baseUrl, 'GET', API.categories.url()));
  const categoryIds = categories.map((category) => category._id);
  const listingIds: string[] = [];
  for (const id of categoryIds) {
    const page = await expectOk(baseUrl, 'GET', API.categoryListings.url(id), { person: buyer });
    listingIds.push(...ListingListSchema.parse(page).map((listing) => listing._id));
  }
  const searches = Object.values(SEARCH_SHAPES).map((query) =>
    new URLSearchParams(query as Record<string, string>).toString(),
  );
  const parts: [string, number, (i: number) => MixRequest][] = [
    ['GET /Categories', 3, () => ({ path: api(API.categories.url()) })],
    ['GET /adv', 3, () => ({ path: api(API.advertisements.url()) })],
    [
      'GET /CategoryBooks/{id} (signed in)',
      3,
      (i) => ({
        path: api(API.categoryListings.url(categoryIds[i % categoryIds.length]!)),
        headers: signedIn,
      }),
    ],
    [
      'GET /listings/{id}',
      5,
      (i) => ({ path: api(API.listing.url(listingIds[i % listingIds.length]!)) }),
    ],
    ['GET /search', 3, (i) => ({ path: api(API.search.url(searches[i % searches.length]!)) })],
    [
      'GET /orders, /unread-counts (signed in)',
      3,
      (i) => ({
        path: api(i % 2 ? API.orders.url(buyer.email) : API.unreadCounts.url()),
        headers: signedIn,
      }),
    ],
  ];
  const wheel = parts.flatMap(([, weight, make]) => Array.from({ length: weight }, () => make));
  let count = 0;
  return {
    next: () => {
      count += 1;
      return wheel[count % wheel.length]!(Math.floor(count / wheel.length));
    },
    description: parts.map(([name, weight]) => `${name} ${weight * 5}%`).join(', '),
  };
}
