/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { DeleteResultSchema } from '../../shared/schemas/common';
import { ListingListSchema } from '../../shared/schemas/listing';
import { WishlistAddResponseSchema } from '../../shared/schemas/wishlist';
import { listings, wishlist } from '../db/schema';
import { expiredSessionOf } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addWish,
  BUYER,
  callAs,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';
import { addPerson, sendAs, wishlistRowsOf } from '../testing/orderFixtures';

describe('My Wishlist: POST, GET and DELETE /api/wishlist', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  type Headers = Record<string, string>;
  const add = (bookId: string, email: unknown, caller: string | undefined, h?: Headers) =>
    sendAs(testApp, 'POST', `/api/wishlist/${bookId}`, caller, { email }, h);
  const list = (email: string, caller: string | undefined, h?: Headers) =>
    callAs(testApp, 'GET', `/api/wishlist?email=${encodeURIComponent(email)}`, caller, h);
  const remove = (bookId: string, caller: string | undefined, h?: Headers) =>
    callAs(testApp, 'DELETE', `/api/wishlist/${bookId}`, caller, h);
  const wishedIds = async (email: string) =>
    (await wishlistRowsOf(testApp.db, email)).map((row) => row.listingId).sort();

  it('adds a book once: the second add is acknowledged with insertedId null', async () => {
    const buyer = await addPerson(testApp.db);
    const bookId = await addListing(testApp.db);
    for (const insertedId of [bookId, null]) {
      const response = await add(bookId, buyer.toUpperCase(), buyer);
      expect(response.statusCode).toBe(200);
      expect(WishlistAddResponseSchema.parse(response.json())).toEqual({
        acknowledged: true,
        insertedId,
      });
    }
    expect(await wishedIds(buyer)).toEqual([bookId]);
  });

  it('lets sellers and admins keep a wishlist of other sellers’ books', async () => {
    const bookId = await addListing(testApp.db);
    for (const caller of [OTHER_SELLER, ADMIN]) {
      expect((await add(bookId, caller, caller)).json()).toEqual({
        acknowledged: true,
        insertedId: bookId,
      });
      expect(await wishedIds(caller)).toContain(bookId);
    }
  });

  it('lists the wished books, sold ones too, most recently added first', async () => {
    const buyer = await addPerson(testApp.db);
    const first = await addListing(testApp.db, { bookTitle: 'First' });
    const sold = await addListing(testApp.db, { bookTitle: 'Sold since' });
    const last = await addListing(testApp.db, { bookTitle: 'Last', seller: OTHER_SELLER });
    await addWish(testApp.db, first, buyer);
    await addWish(testApp.db, sold, buyer);
    await addWish(testApp.db, last, buyer);
    await addWish(testApp.db, first, BUYER);
    const addedAt = (id: string, at: string) =>
      testApp.db
        .update(wishlist)
        .set({ createdAt: new Date(at) })
        .where(eq(wishlist.listingId, id));
    await addedAt(first, '2026-01-01T00:00:00Z');
    await addedAt(sold, '2026-01-02T00:00:00Z');
    await addedAt(last, '2026-01-03T00:00:00Z');
    await testApp.db.update(listings).set({ sold: true }).where(eq(listings.id, sold));

    const response = await list(buyer, buyer);
    expect(response.statusCode).toBe(200);
    const books = ListingListSchema.parse(response.json());
    expect(books.map((book) => [book.book_title, book.sold])).toEqual([
      ['Last', false],
      ['Sold since', true],
      ['First', false],
    ]);
    expect(books[0]).toMatchObject({ _id: last, seller_email: OTHER_SELLER, seller_price: 150 });
    const nobody = await addPerson(testApp.db);
    expect((await list(nobody, nobody)).json()).toEqual([]);
  });

  it('removes a book from the caller’s own wishlist: 200, then 404', async () => {
    const buyer = await addPerson(testApp.db);
    const bookId = await addListing(testApp.db);
    await addWish(testApp.db, bookId, buyer);
    await addWish(testApp.db, bookId, BUYER);
    const response = await remove(bookId, buyer);
    expect(response.statusCode).toBe(200);
    expect(DeleteResultSchema.parse(response.json())).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await wishedIds(buyer)).toEqual([]);
    expect(await wishedIds(BUYER)).toContain(bookId);
    expectRefusal(await remove(bookId, buyer), 404, SERVER_ERRORS.notInWishlist);
  });

  describe('refusals change nothing', () => {
    let buyer: string;
    let bookId: string;
    let before: unknown;
    const allWishes = () => testApp.db.select().from(wishlist).orderBy(wishlist.listingId);
    beforeEach(async () => {
      buyer = await addPerson(testApp.db);
      bookId = await addListing(testApp.db);
      await addWish(testApp.db, bookId, buyer);
      before = await allWishes();
    });
    afterEach(async () => expect(await allWishes()).toEqual(before));

    it('POST: 403 in someone else’s name, for a buyer, a seller and an admin; 401 without a valid token', async () => {
      const other = await addPerson(testApp.db);
      before = await allWishes();
      const fresh = await addListing(testApp.db, { seller: OTHER_SELLER });
      for (const caller of [other, OWNER, ADMIN]) {
        expectRefusal(await add(fresh, buyer, caller), 403, SERVER_ERRORS.notYourAccount);
      }
      expectRefusal(await add(fresh, buyer, undefined), 401, SERVER_ERRORS.signInRequired);
      const expired = await expiredSessionOf(testApp, buyer);
      const late = await add(fresh, buyer, undefined, expired);
      expectRefusal(late, 401, SERVER_ERRORS.accessTokenExpired);
    });

    it('POST: 409 for a sold book and the caller’s own; 404 for an unknown one; 400 for bad input', async () => {
      const sold = await addListing(testApp.db, { sold: true });
      expectRefusal(await add(sold, buyer, buyer), 409, SERVER_ERRORS.listingSold);
      expectRefusal(await add(bookId, OWNER, OWNER), 409, SERVER_ERRORS.ownListingWishlist);
      expectRefusal(await add(randomUUID(), buyer, buyer), 404, SERVER_ERRORS.listingNotFound);
      expectRefusal(await add('abc', buyer, buyer), 400, /^bookId: /);
      expectRefusal(await add(sold, 'not-an-email', buyer), 400, /^email: /);
      const extra = { email: buyer, userId: randomUUID() };
      const response = await sendAs(testApp, 'POST', `/api/wishlist/${sold}`, buyer, extra);
      expectRefusal(response, 400, /userId/);
    });

    it('GET: 403 to another buyer, a seller and an admin; 401 without a token; 400 for a bad e-mail', async () => {
      const other = await addPerson(testApp.db);
      before = await allWishes();
      for (const caller of [other, OWNER, ADMIN]) {
        expectRefusal(await list(buyer, caller), 403, SERVER_ERRORS.notYourAccount);
      }
      expectRefusal(await list(buyer, undefined), 401, SERVER_ERRORS.signInRequired);
      expectRefusal(await list('nobody', buyer), 400, /^email: /);
    });

    it('DELETE: removes only from the caller’s own list, so others get 404; 401 without a token', async () => {
      const other = await addPerson(testApp.db);
      before = await allWishes();
      for (const caller of [other, OWNER, ADMIN]) {
        expectRefusal(await remove(bookId, caller), 404, SERVER_ERRORS.notInWishlist);
      }
      expectRefusal(await remove(bookId, undefined), 401, SERVER_ERRORS.signInRequired);
      expectRefusal(await remove('abc', buyer), 400, /^bookId: /);
    });
  });
});
