/**
 * @database either
 */
import { listings } from '../db/schema';
import { encodeSearchCursor } from '../db/queries/searchCursor';
import { SERVER_ERRORS } from '../../shared/messages';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  categoryNamed,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';
import { searchAnswer, searchRequest, titlesOf } from '../testing/searchFixtures';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const verified = { seller: OWNER, isVerified: true };
const unverified = { seller: OTHER_SELLER, isVerified: false };

/** The only books in the database, newest first (the demo listings are removed). */
const BOOKS = [
  {
    bookTitle: 'Atlas of Bengal',
    sellerPrice: '120.00',
    condition: 'excellent',
    location: 'Dhaka',
    category: 'Non Fiction',
    ...verified,
  },
  {
    bookTitle: 'Atlas of Rivers',
    sellerPrice: '450.00',
    condition: 'good',
    location: 'Sylhet',
    category: 'Non Fiction',
    ...unverified,
  },
  {
    bookTitle: 'Poems of the Delta',
    sellerPrice: '450.00',
    condition: 'fair',
    location: 'Khulna',
    category: 'Fiction',
    ...verified,
  },
  {
    bookTitle: 'Delta Stories',
    description: 'An atlas of short stories.',
    sellerPrice: '900.00',
    condition: 'good',
    location: 'Dhaka',
    category: 'Fiction',
    ...unverified,
  },
  {
    bookTitle: 'Art of Maps',
    author: 'Zainul Abedin',
    sellerPrice: '60.00',
    condition: 'excellent',
    location: 'Rajshahi',
    category: 'Art and Collectibles',
    ...verified,
  },
] as const;
const titles = (...indexes: number[]) => indexes.map((index) => BOOKS[index]!.bookTitle);

describe('GET /api/search', () => {
  let testApp: TestApp;
  const bookIds: string[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.db.delete(listings);
    for (const [index, book] of BOOKS.entries()) {
      bookIds.push(await addListing(testApp.db, { postedAt: hoursAgo(index + 1), ...book }));
    }
    await addListing(testApp.db, { bookTitle: 'Atlas Sold Already', sold: true });
  });
  afterAll(() => testApp.close());

  const search = (query: Record<string, string | number | boolean>) => searchAnswer(testApp, query);

  it('answers anyone every available book, newest first, as full listings with the author', async () => {
    const answer = await search({});
    expect(answer).toMatchObject({ total: 5, totalExact: true, nextCursor: null });
    expect(titlesOf(answer)).toEqual(titles(0, 1, 2, 3, 4));
    expect(answer.items[4]).toMatchObject({
      author: 'Zainul Abedin',
      seller_email: OWNER,
      category_name: 'Art and Collectibles',
      seller_price: 60,
      sold: false,
    });
  });

  it('ranks by relevance when there are words: heading matches first, sold books never', async () => {
    const answer = await search({ q: 'atlas' });
    expect(titlesOf(answer)).toEqual(titles(0, 1, 3));
    expect(answer.total).toBe(3);
    expect(titlesOf(await search({ q: 'atlas', sort: 'relevance' }))).toEqual(titles(0, 1, 3));
  });

  /** The two books of 450 TK in id order: the tie-breaker of both price orders. */
  const tieById = () => (bookIds[1]! < bookIds[2]! ? [1, 2] : [2, 1]);
  it.each([
    ['relevance without words is newest', { sort: 'relevance' }, () => [0, 1, 2, 3, 4]],
    ['newest, with words', { q: 'atlas', sort: 'newest' }, () => [0, 1, 3]],
    ['price low to high, ties by id', { sort: 'price_asc' }, () => [4, 0, ...tieById(), 3]],
    [
      'price high to low, ties by id',
      { sort: 'price_desc' },
      () => [3, ...tieById().reverse(), 0, 4],
    ],
  ])('sorts: %s', async (_name, query, expected) => {
    expect(titlesOf(await search(query))).toEqual(titles(...expected()));
  });

  it('filters by category, price, condition, location and verified seller', async () => {
    const fiction = (await categoryNamed(testApp.db, 'Fiction')).id;
    const expectations: [Record<string, string | boolean>, number[]][] = [
      [{ category: fiction }, [2, 3]],
      [{ minPrice: '450' }, [1, 2, 3]],
      [{ maxPrice: '450.00' }, [0, 1, 2, 4]],
      [{ minPrice: '120', maxPrice: '450' }, [0, 1, 2]],
      [{ condition: 'good' }, [1, 3]],
      [{ location: 'Dhaka' }, [0, 3]],
      [{ verified: true }, [0, 2, 4]],
      [{ verified: false }, [0, 1, 2, 3, 4]],
      [{ q: 'atlas', location: 'Dhaka' }, [0, 3]],
      [{ q: 'delta', category: fiction, maxPrice: '500', verified: true }, [2]],
      // Empty parameters, as a form sends them, mean "any".
      [{ q: '', location: '', minPrice: '' }, [0, 1, 2, 3, 4]],
    ];
    for (const [query, expected] of expectations) {
      const answer = await search(query);
      expect({ query, titles: titlesOf(answer), total: answer.total }).toEqual({
        query,
        titles: titles(...expected),
        total: expected.length,
      });
    }
  });

  it.each([
    ['q over 200 characters', { q: 'a'.repeat(201) }, `q: ${SERVER_ERRORS.searchTooLong}`],
    [
      'minPrice above maxPrice',
      { minPrice: '500', maxPrice: '100' },
      `minPrice: ${SERVER_ERRORS.searchPriceRange}`,
    ],
    ['a negative price', { minPrice: '-1' }, `minPrice: ${SERVER_ERRORS.searchPriceInvalid}`],
    [
      'a price that is not a number',
      { maxPrice: 'cheap' },
      `maxPrice: ${SERVER_ERRORS.searchPriceInvalid}`,
    ],
    [
      'an unknown condition',
      { condition: 'mint' },
      `condition: ${SERVER_ERRORS.searchConditionUnknown}`,
    ],
    [
      'an unknown location',
      { location: 'Paris' },
      `location: ${SERVER_ERRORS.searchLocationUnknown}`,
    ],
    ['an unknown sort', { sort: 'cheapest' }, `sort: ${SERVER_ERRORS.searchSortUnknown}`],
    ['limit over 48', { limit: '49' }, `limit: ${SERVER_ERRORS.searchLimitInvalid}`],
    [
      'a cursor too long to be ours',
      { cursor: 'a'.repeat(201) },
      `cursor: ${SERVER_ERRORS.searchCursorInvalid}`,
    ],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    expectRefusal(await searchRequest(testApp, query), 400, message);
  });

  const id = '00000000-0000-4000-8000-000000000000';
  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['not base64url', 'not a cursor!', {}],
    ['not JSON', base64url('hello'), {}],
    ['a field missing', base64url(JSON.stringify({ s: 'newest', i: id })), {}],
    ['a field too many', base64url(JSON.stringify({ s: 'newest', t: '1', i: id, x: 1 })), {}],
    ['a key of the wrong form', base64url(JSON.stringify({ s: 'newest', t: 'now', i: id })), {}],
    ['an id that is no id', base64url(JSON.stringify({ s: 'newest', t: '1', i: 'x' })), {}],
    ['another sort', encodeSearchCursor({ sort: 'price_asc', price: '10.00', id }), {}],
    [
      'relevance without words',
      encodeSearchCursor({ sort: 'relevance', tier: 0, postedAtMicros: '1', id }),
      {},
    ],
    [
      'newest for relevance',
      encodeSearchCursor({ sort: 'newest', postedAtMicros: '1', id }),
      { q: 'atlas' },
    ],
  ])('refuses a tampered cursor (%s) with 400', async (_name, cursor, query) => {
    const response = await searchRequest(testApp, { ...query, cursor });
    expectRefusal(response, 400, SERVER_ERRORS.searchCursorInvalid);
  });

  it.each([
    "atlas'; delete from listings; --",
    '<img src=x onerror=alert(1)>',
    'atlas & !delta | (rivers:*)',
    '$1 %s {{q}} \\',
  ])('searches for text that looks like SQL or markup as text: %s', async (q) => {
    const response = await searchRequest(testApp, { q });
    expect(response.statusCode).toBe(200);
    expect(titlesOf(await search({}))).toHaveLength(BOOKS.length);
  });
});
