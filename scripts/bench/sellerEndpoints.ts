import type { Request } from 'autocannon';
import { SELLER_BOOKS_PAGE_SIZE } from '../../src/shared/constants';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import type { BigSeller } from './seedSeller';

const api = (url: string) => `${API_PREFIX}${url}`;

/** The prefix of the seller page's endpoints, which have a latency goal of their own. */
export const SELLER_ENDPOINT = 'GET /api/seller/{id}';

const NAMES = {
  profile: SELLER_ENDPOINT,
  books: `${SELLER_ENDPOINT}/books (first page)`,
  deepBooks: `${SELLER_ENDPOINT}/books (page 401, before)`,
  reviews: `${SELLER_ENDPOINT}/reviews (first page)`,
  /** The demo buyer, who bought every sold book of the big seller: 5,000 paid orders. */
  buyerOrders: 'GET /api/orders (My Orders, a buyer with 5,000 orders)',
};

/** Whether `--only` keeps any seller endpoint: the big seller is seeded only then. */
export function wantsBigSeller(only: string | undefined): boolean {
  return !only || Object.values(NAMES).some((name) => name.includes(only));
}

/**
 * The three calls of the seller page at the seller of 5,000 listings and 5,000
 * reviews, anonymous as the public page asks; the books also deep in, by keyset, where an
 * OFFSET would have read the 4,800 listings before.
 */
export function sellerEndpoints(
  seller: BigSeller,
  buyer: { email: string; headers: Record<string, string> },
): { name: string; requests: Request[] }[] {
  const page = (before?: string) => {
    const query = new URLSearchParams({ limit: String(SELLER_BOOKS_PAGE_SIZE) });
    if (before) query.set('before', before);
    return query.toString();
  };
  return [
    { name: NAMES.profile, requests: [{ path: api(API.sellerProfile.url(seller.id)) }] },
    { name: NAMES.books, requests: [{ path: api(API.sellerBooks.url(seller.id, page())) }] },
    {
      name: NAMES.deepBooks,
      requests: [{ path: api(API.sellerBooks.url(seller.id, page(seller.deepBooksBefore))) }],
    },
    { name: NAMES.reviews, requests: [{ path: api(API.sellerReviews.url(seller.id)) }] },
    {
      name: NAMES.buyerOrders,
      requests: [{ path: api(API.orders.url(buyer.email)), headers: buyer.headers }],
    },
  ];
}
