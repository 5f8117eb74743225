/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { SellerListingListSchema } from '../../shared/schemas/listing';
import { listings, users } from '../db/schema';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
  userId,
} from '../testing/listingFixtures';

describe('listings: GET /api/books and GET /api/issold/:id', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  describe('GET /api/books?email', () => {
    const listingsOf = async (email: string, caller: string | undefined) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/books?email=${encodeURIComponent(email)}`,
        headers: caller ? await signedInAs(testApp, caller) : {},
      });
    const countOf = async (email: string) => {
      const [row] = await testApp.db
        .select({ n: count() })
        .from(listings)
        .where(eq(listings.sellerId, await userId(testApp.db, email)));
      return row!.n;
    };

    it("answers all of the seller's own books, sold ones too, newest first", async () => {
      const response = await listingsOf('Seller@Demo.test', OWNER);
      expect(response.statusCode).toBe(200);
      const books = SellerListingListSchema.parse(response.json());
      expect(books).toHaveLength(await countOf(OWNER));
      expect(books.every((book) => book.seller_email === OWNER)).toBe(true);
      expect(books.find((book) => book.book_title === 'Atomic Habits')?.sold).toBe(true);
      const dates = books.map((book) => book.post_date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('says how many unpaid orders each book has (paid and cancelled ones do not count)', async () => {
      const ordered = await addListing(testApp.db, { bookTitle: 'Ordered twice' });
      await addOrder(testApp.db, ordered, 'unpaid');
      await addOrder(testApp.db, ordered, 'unpaid', OTHER_SELLER);
      await addOrder(testApp.db, ordered, 'cancelled');
      const paidFor = await addListing(testApp.db, { sold: true });
      await addOrder(testApp.db, paidFor, 'paid');
      const untouched = await addListing(testApp.db);

      const books = SellerListingListSchema.parse((await listingsOf(OWNER, OWNER)).json());
      const unpaidOf = (id: string) => books.find((book) => book._id === id)?.unpaid_orders;
      expect([unpaidOf(ordered), unpaidOf(paidFor), unpaidOf(untouched)]).toEqual([2, 0, 0]);
    });

    it("lets an admin read any seller's books", async () => {
      const response = await listingsOf(OTHER_SELLER, ADMIN);
      expect(response.statusCode).toBe(200);
      const books = SellerListingListSchema.parse(response.json());
      expect(books).toHaveLength(await countOf(OTHER_SELLER));
      expect(books.every((book) => book.seller_email === OTHER_SELLER)).toBe(true);
    });

    it('answers an empty list for a seller with no books, and for an e-mail nobody has', async () => {
      const email = 'fresh-seller@test.example';
      await testApp.db.insert(users).values({ email, name: 'Fresh', role: 'seller' });
      const own = await listingsOf(email, email);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([]);

      const unknown = await listingsOf('nobody@test.example', ADMIN);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual([]);
    });

    it("refuses another seller's books (403), a buyer (403), no token and an expired one (401)", async () => {
      expectRefusal(await listingsOf(OWNER, OTHER_SELLER), 403, SERVER_ERRORS.notYourAccount);
      expectRefusal(
        await listingsOf(BUYER, BUYER),
        403,
        SERVER_ERRORS.roleRequired(['seller', 'admin']),
      );
      expectRefusal(await listingsOf(OWNER, undefined), 401, SERVER_ERRORS.signInRequired);
      const expired = await testApp.app.inject({
        method: 'GET',
        url: `/api/books?email=${OWNER}`,
        headers: await expiredSessionOf(testApp, OWNER),
      });
      expectRefusal(expired, 401, SERVER_ERRORS.accessTokenExpired);
    });

    it('answers 400 naming email when it is missing or not an e-mail', async () => {
      const headers = await signedInAs(testApp, OWNER);
      for (const url of ['/api/books', '/api/books?email=seller']) {
        expectRefusal(await testApp.app.inject({ method: 'GET', url, headers }), 400, /^email: /);
      }
    });
  });

  describe('GET /api/issold/:id', () => {
    const isSold = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/issold/${id}` });

    it('answers a bare JSON boolean, to anyone', async () => {
      const available = await isSold(await addListing(testApp.db));
      expect(available.statusCode).toBe(200);
      expect(available.headers['content-type']).toMatch(/^application\/json/);
      expect(available.body).toBe('false');

      const sold = await isSold(await addListing(testApp.db, { sold: true }));
      expect(sold.json()).toBe(true);
    });

    it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
      expectRefusal(await isSold(randomUUID()), 404, SERVER_ERRORS.listingNotFound);
      expectRefusal(await isSold('abc'), 400, /^id: /);
    });
  });
});
