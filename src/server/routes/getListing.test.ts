/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS } from '../../shared/messages';
import { ListingSchema } from '../../shared/schemas/listing';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, BUYER, expectRefusal, OWNER } from '../testing/listingFixtures';

describe('GET /api/listings/:id (the book page)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const getListing = (id: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers });

  it('answers the whole listing, author and seller included, to anyone signed out', async () => {
    const id = await addListing(testApp.db, {
      bookTitle: 'পথের পাঁচালী',
      author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      description: 'অপুর শৈশবের গল্প।',
      relevantInformation: 'Meet at Nilkhet.',
      isVerified: true,
    });
    const response = await getListing(id);

    expect(response.statusCode).toBe(200);
    const listing = ListingSchema.parse(response.json());
    expect(listing).toMatchObject({
      _id: id,
      book_title: 'পথের পাঁচালী',
      author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      description: 'অপুর শৈশবের গল্প।',
      relevantInformation: 'Meet at Nilkhet.',
      seller_email: OWNER,
      seller_name: expect.any(String),
      category_name: 'Fiction',
      seller_price: 150,
      original_price: 300,
      sold: false,
      isVerified: true,
    });
  });

  it('answers a listing without an author with author ""', async () => {
    const response = await getListing(await addListing(testApp.db));
    expect(ListingSchema.parse(response.json()).author).toBe('');
  });

  it('still answers a sold book, marked sold', async () => {
    const response = await getListing(await addListing(testApp.db, { sold: true }));
    expect(response.statusCode).toBe(200);
    expect(ListingSchema.parse(response.json()).sold).toBe(true);
  });

  it('answers the same to a signed-in buyer, and ignores an expired token (public)', async () => {
    const id = await addListing(testApp.db);
    const anonymous = (await getListing(id)).json();
    expect((await getListing(id, await signedInAs(testApp, BUYER))).json()).toEqual(anonymous);
    const expired = await getListing(id, await expiredSessionOf(testApp, BUYER));
    expect(expired.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a deleted listing', async () => {
    expectRefusal(await getListing(randomUUID()), 404, SERVER_ERRORS.listingNotFound);

    const id = await addListing(testApp.db);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/deletebook/${id}`,
      headers: await signedInAs(testApp, OWNER),
    });
    expect(deleted.statusCode).toBe(200);
    expectRefusal(await getListing(id), 404, SERVER_ERRORS.listingNotFound);
  });

  it('answers 400 naming id for an id that is not a UUID', async () => {
    for (const id of ['abc', '1', "x' or '1'='1"]) {
      expectRefusal(await getListing(encodeURIComponent(id)), 400, /^id: /);
    }
  });
});
