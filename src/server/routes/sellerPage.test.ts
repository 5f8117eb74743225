/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  SellerBooksPageSchema,
  SellerProfileSchema,
  SellerReviewsPageSchema,
} from '../../shared/schemas/sellerPage';
import { readSellerBooks, readSellerReviews } from '../db/queries/sellerPage';
import { listings, orders, reviews, users } from '../db/schema';
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
import { recordingDatabase } from '../testing/queryPlans';

/**
 * The seller's page calls, anonymous as the page is public. Reviews are written straight to the
 * table (the trigger of migration 0010 keeps the seller's rating): the review calls are separate.
 */
describe('GET /api/seller/:id, /books and /reviews', () => {
  let testApp: TestApp;
  let ownerId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    ownerId = await userId(testApp.db, OWNER);
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api${url}` });
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** A paid order of a sold book of the owner's, titled `title`, and its review. */
  const addReview = async (rating: number, title: string, createdAt = new Date()) => {
    const listingId = await addListing(testApp.db, { sold: true, bookTitle: title });
    const orderId = await addOrder(testApp.db, listingId, 'paid');
    await testApp.db.update(orders).set({ bookTitle: title }).where(eq(orders.id, orderId));
    const [row] = await testApp.db
      .insert(reviews)
      .values({
        orderId,
        buyerId: await userId(testApp.db, BUYER),
        sellerId: ownerId,
        rating,
        comment: `${rating} stars for ${title}`,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: reviews.id });
    return row!.id;
  };
  /** Every page of a list in turn, following `next`, `limit` at a time. */
  const allPages = async (list: 'books' | 'reviews', limit: number) => {
    const schema = list === 'books' ? SellerBooksPageSchema : SellerReviewsPageSchema;
    const seen: { _id: string }[][] = [];
    let before = '';
    for (;;) {
      const page = schema.parse(await json(`/seller/${ownerId}/${list}?limit=${limit}${before}`));
      seen.push(page.items);
      if (!page.next) return seen;
      expect(page.next).toBe(page.items.at(-1)!._id);
      before = `&before=${page.next}`;
    }
  };

  it("answers the seller's profile, rating from the reviews not removed, 'New seller' before any", async () => {
    const newSeller = await userId(testApp.db, OTHER_SELLER);
    expect(SellerProfileSchema.parse(await json(`/seller/${newSeller}`))).toMatchObject({
      name: 'Nusrat Jahan',
      appVerified: false,
      rating: { average: null, count: 0 },
    });

    const hour = 3_600_000;
    await addReview(4, 'Sapiens', new Date(Date.now() - 3 * hour));
    await addReview(5, 'Deyal', new Date(Date.now() - 2 * hour));
    const removed = await addReview(1, 'Removed Book', new Date(Date.now() - hour));
    await testApp.db
      .update(reviews)
      .set({ removedAt: new Date(), removedReason: 'Abusive words.' })
      .where(eq(reviews.id, removed));
    const [owner] = await testApp.db.select().from(users).where(eq(users.id, ownerId));
    const profile = SellerProfileSchema.parse(await json(`/seller/${ownerId}`));
    expect(profile).toEqual({
      _id: ownerId,
      name: 'Rahim Uddin',
      img: owner!.img,
      appVerified: true,
      member_since: owner!.createdAt.toISOString(),
      rating: { average: 4.5, count: 2 },
    });
    expect(JSON.stringify(profile)).not.toContain(OWNER);
  });

  it('pages the available books newest first, sold ones left out, each page one query', async () => {
    await addListing(testApp.db, { sold: true, bookTitle: 'Sold Before' });
    const available = (
      await testApp.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.sellerId, ownerId), eq(listings.sold, false)))
        .orderBy(desc(listings.postedAt), desc(listings.id))
    ).map((row) => row.id);
    expect(available.length).toBeGreaterThan(6);

    const pages = await allPages('books', 3);
    expect(pages.flat().map((book) => book._id)).toEqual(available);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(pages.flat()).toEqual(
      available.map(() => expect.objectContaining({ seller_id: ownerId, sold: false })),
    );

    const recording = recordingDatabase(testApp.db);
    const page = await readSellerBooks(recording.db, ownerId, { limit: 2, before: available[1] });
    expect(page.items?.map((book) => book._id)).toEqual(available.slice(2, 4));
    expect(recording.statements).toHaveLength(1);
  });

  it("pages the reviews newest first, removed ones left out, with the reviewer's name and the order's title", async () => {
    const shown = await testApp.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.sellerId, ownerId), isNull(reviews.removedAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    const pages = await allPages('reviews', 1);
    expect(pages.flat().map((review) => review._id)).toEqual(shown.map((row) => row.id));
    expect(pages.flat()[0]).toMatchObject({
      rating: 5,
      comment: '5 stars for Deyal',
      reviewer_name: 'Karim Ahmed',
      book_title: 'Deyal',
    });

    const recording = recordingDatabase(testApp.db);
    const page = await readSellerReviews(recording.db, ownerId, { limit: 5 });
    expect(page.items).toHaveLength(2);
    expect(recording.statements).toHaveLength(1);
  });

  it('answers an empty last page of a seller who has nothing (yet)', async () => {
    const newSeller = await userId(testApp.db, OTHER_SELLER);
    const empty = { items: [], next: null };
    expect(await json(`/seller/${newSeller}/reviews`)).toEqual(empty);
  });

  it('answers 404 for an id that is no seller: unknown, a buyer, an admin', async () => {
    const ids = [randomUUID(), await userId(testApp.db, BUYER), await userId(testApp.db, ADMIN)];
    for (const id of ids) {
      for (const list of ['', '/books', '/reviews']) {
        expectRefusal(await get(`/seller/${id}${list}`), 404, SERVER_ERRORS.sellerIdNotFound);
      }
    }
  });

  it("answers 400 for a before that names no book or review of this seller's", async () => {
    const othersBook = await addListing(testApp.db, { seller: OTHER_SELLER });
    const deleted = await addListing(testApp.db);
    await testApp.db.delete(listings).where(eq(listings.id, deleted));
    for (const before of [randomUUID(), othersBook, deleted]) {
      for (const list of ['books', 'reviews']) {
        const url = `/seller/${ownerId}/${list}?before=${before}`;
        expectRefusal(await get(url), 400, SERVER_ERRORS.pageCursorGone);
      }
    }
  });

  it('answers 400 for a bad id, limit or before', async () => {
    for (const url of [
      '/seller/not-an-id',
      `/seller/not-an-id/books`,
      `/seller/${ownerId}/books?limit=0`,
      `/seller/${ownerId}/reviews?limit=49`,
      `/seller/${ownerId}/books?limit=two`,
      `/seller/${ownerId}/reviews?before=last`,
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 400 });
    }
  });
});
