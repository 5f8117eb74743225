/**
 * @database each
 */
import { eq, sql } from 'drizzle-orm';
import { SearchQuerySchema, type SearchQuery } from '../../../shared/schemas/search';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addListing } from '../../testing/listingFixtures';
import { testDatabaseName } from '../../testing/postgres/testDatabase';
import { characterLocaleOf } from '../characterLocale';
import { searchListings } from './search';
import { listings } from '../schema';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** The books of these tests, alone in the database (the demo listings are removed first). */
const BOOKS = [
  {
    bookTitle: 'Sapiens',
    author: 'Yuval Noah Harari',
    description: 'A brief history of humankind.',
  },
  { bookTitle: 'পথের পাঁচালী', author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', description: 'অপু আর দুর্গার গল্প।' },
  { bookTitle: 'Himu', author: 'হুমায়ূন আহমেদ', description: "Humayun Ahmed's novel." },
  { bookTitle: 'Nondito Noroke', author: 'Humayun Ahmed', description: 'A family in Dhaka.' },
  {
    bookTitle: 'River Stories',
    author: '',
    description: 'Short stories.',
    postedAt: hoursAgo(120),
  },
  { bookTitle: 'Bangladesh Travel Guide', author: '', description: 'Every river of the delta.' },
  { bookTitle: 'Café Society', author: '', description: 'Stories from a café.' },
  { bookTitle: 'Cafe\u0301 Noir', author: '', description: 'Written in NFD: e and an accent.' },
  { bookTitle: 'Class 9 Mathematics', author: '', description: 'Board book.' },
  { bookTitle: 'Class ১০ Physics', author: '', description: 'Board book in Bangla digits.' },
  { bookTitle: "<b>Bold</b> & Co's Guide", author: '', description: 'Markup in a title.' },
  { bookTitle: 'Sapiens Graphic Novel', author: 'Yuval Noah Harari', description: '', sold: true },
  { bookTitle: 'Long Words', author: '', description: `See ${'x'.repeat(300)} and more.` },
];

/**
 * The matching rules of docs/product.md#matching, on the SQL that search runs (migration 0007 and
 * db/queries/search.ts), on PGlite and on PostgreSQL created with a UTF-8 character locale.
 */
describe(`search matching on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.db.delete(listings);
    for (const [index, book] of BOOKS.entries()) {
      await addListing(testApp.db, { postedAt: hoursAgo(index + 1), ...book });
    }
    // Deleted: never found, though its words stay known to the typo search.
    const gone = await addListing(testApp.db, { bookTitle: 'Sapiens Deluxe Edition' });
    await testApp.db.delete(listings).where(eq(listings.id, gone));
  });
  afterAll(() => testApp.close());

  const search = async (query: SearchQuery) => {
    const outcome = await searchListings(testApp.db, SearchQuerySchema.parse(query));
    if ('refused' in outcome) throw new Error('refused');
    return outcome;
  };
  const titles = async (q: string) =>
    (await search({ q })).items.map((listing) => listing.book_title).sort();

  it('runs on a database whose character locale is UTF-8 (pg_trgm reads Bangla there)', async () => {
    expect(await characterLocaleOf(testApp.db)).toMatch(/utf-?8/i);
  });

  it.each([
    ['words in any order, title and author', 'harari sapiens', ['Sapiens']],
    ['title and description', 'humankind SAPIENS', ['Sapiens']],
    ['author and description', 'Harari history', ['Sapiens']],
    ['a prefix as it is typed', 'sapi', ['Sapiens']],
    ['two letters swapped', 'Sapeins', ['Sapiens']],
    ['a letter missing', 'Sapins', ['Sapiens']],
    ['a letter wrong', 'Sapiyns', ['Sapiens']],
    ['a letter too many', 'Sapiemns', ['Sapiens']],
    ['a missing letter in an author', 'Humayn Ahmed', ['Himu', 'Nondito Noroke']],
    ['a Bangla word', 'পথের', ['পথের পাঁচালী']],
    ['a Bangla prefix', 'পথ', ['পথের পাঁচালী']],
    ['short vowel signs and no chandrabindu', 'পথের পাচালি', ['পথের পাঁচালী']],
    ['a short u for a long one', 'হুমায়ুন', ['Himu']],
    ['a zero-width non-joiner and joiner', 'প\u200cথের পা\u200dচালী', ['পথের পাঁচালী']],
    ['a Bangla word with a letter missing', 'পথের পাচলি', ['পথের পাঁচালী']],
    ['accents left out', 'cafe', ['Cafe\u0301 Noir', 'Café Society']],
    ['decomposed (NFD) accents', 'Cafe\u0301', ['Cafe\u0301 Noir', 'Café Society']],
    ['Bangla digits for ASCII ones', '৯', ['Class 9 Mathematics']],
    ['ASCII digits for Bangla ones', '10', ['Class ১০ Physics']],
    ['markup read as its words', '<b>Bold</b>', ["<b>Bold</b> & Co's Guide"]],
    // No typo search for such "words" (the edit distance refuses strings over 255 characters).
    ['a prefix of a 300-letter word', 'x'.repeat(200), ['Long Words']],
    ['the start of a 300-letter word', 'xxxxxy', []],
  ])('finds %s: %s', async (_rule, q, expected) => {
    expect(await titles(q)).toEqual(expected);
  });

  it.each([
    ['two edits', 'Sepains'],
    ['a typo in a word under five letters', 'Hmiu'],
    ['a word in no listing', 'zanzibar'],
  ])('finds nothing for %s (%s)', async (_rule, q) => {
    expect(await search({ q })).toEqual({
      items: [],
      total: 0,
      totalExact: true,
      nextCursor: null,
    });
  });

  it('never finds sold or deleted books', async () => {
    const answer = await search({ q: 'sapiens' });
    expect(answer.items.map((listing) => [listing.book_title, listing.sold])).toEqual([
      ['Sapiens', false],
    ]);
    expect(answer.total).toBe(1);
  });

  it('ranks a title match above a description match, even an older one', async () => {
    const first = await search({ q: 'river', limit: 1 });
    expect(first.items.map((listing) => listing.book_title)).toEqual(['River Stories']);
    expect(first.total).toBe(2);
    const second = await search({ q: 'river', limit: 1, cursor: first.nextCursor! });
    expect(second.items.map((listing) => listing.book_title)).toEqual(['Bangladesh Travel Guide']);
    expect(second.nextCursor).toBeNull();
  });

  it.each(['<script>', '!!! ???', '<b></b>'])(
    'finds nothing for typed text without a word in it (%s), rather than every book',
    async (q) => {
      await expect(search({ q })).resolves.toEqual({
        items: [],
        total: 0,
        totalExact: true,
        nextCursor: null,
      });
      // Spaces alone are no search at all: every available book.
      expect((await search({ q: '   ' })).total).toBeGreaterThan(0);
    },
  );

  it.each([
    "'; drop table listings; --",
    "sapiens' or 1=1 --",
    'a & b | !c:* <-> (d)',
    "\\' \\\\ :* :A",
    '<script>alert(1)</script>',
    '%_*?[]{}$1',
  ])('searches for text that looks like SQL or markup as text: %s', async (q) => {
    await expect(search({ q })).resolves.toMatchObject({ totalExact: true });
    const [row] = (
      (await testApp.db.execute(sql`select count(*)::int as n from listings`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(BOOKS.length);
  });
});
