/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { CategoryListSchema } from '../../shared/schemas/category';
import { InsertResultSchema } from '../../shared/schemas/common';
import { type AddListingPayload, ListingListSchema } from '../../shared/schemas/listing';
import { listings } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  BUYER,
  listingPayload,
  categoryNamed,
  expectRefusal,
  listingRow,
  OTHER_SELLER,
  OWNER,
  userId,
} from '../testing/listingFixtures';

/** Bodies POST /addbook refuses, as changes to a valid one (undefined drops the field). */
const BAD_BODIES: [string, Record<string, unknown>, string | RegExp][] = [
  ['a missing title', { book_title: undefined }, /^book_title: /],
  ['a blank title', { book_title: '   ' }, `book_title: ${VALIDATION.bookNameRequired}`],
  ['a negative price', { seller_price: -1 }, /^seller_price: /],
  ['a price as text', { original_price: '400' }, /^original_price: /],
  ['an unknown condition', { condition: 'mint' }, /^condition: /],
  ['a location not offered', { location: 'Paris' }, /^location: /],
  ['a category id that is not a uuid', { category_id: '42' }, /^category_id: /],
  ['a missing image', { book_img: '' }, `book_img: ${VALIDATION.imageRequired}`],
  [
    'no way to pay',
    { payment_methods: [] },
    `payment_methods: ${VALIDATION.paymentMethodRequired}`,
  ],
  ['a way to pay twice', { payment_methods: ['cash', 'cash'] }, /^payment_methods: /],
  ['an unknown way to pay', { payment_methods: ['cheque'] }, /^payment_methods/],
  ['a script for an image', { book_img: 'javascript:alert(1)' }, /^book_img: /],
  // A browser reads `//host/...` (and `/\host/...`) as another host's address, not a path here.
  ...['//evil.example/x.png', '/\\evil.example/x.png', 'http://evil.example/x.png'].map(
    (address): [string, Record<string, unknown>, string] => [
      `the image address ${address}`,
      { book_img: address },
      'book_img: Not a valid image address',
    ],
  ),
  // Seller, dates and flags are the server's to set.
  ...['seller_email', 'seller_name', 'sold', 'adv', 'isVerified', 'post_date', '_id'].map(
    (field): [string, Record<string, unknown>, RegExp] => [
      `an extra ${field}`,
      { [field]: field === 'seller_email' ? BUYER : true },
      new RegExp(`Unrecognized key.*${field}`),
    ],
  ),
];

describe('POST /api/addbook', () => {
  let testApp: TestApp;
  let book: AddListingPayload;
  beforeAll(async () => {
    // Many listings by one seller: the limit on listing writes has its own test.
    testApp = await buildTestApp({ env: { LISTING_RATE_LIMIT_PER_MINUTE: '10000' } });
    book = listingPayload(await categoryNamed(testApp.db, 'Fiction'));
  });
  afterAll(() => testApp.close());

  const addListing = async (caller: string, payload: object = book) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/addbook',
      headers: await signedInAs(testApp, caller),
      payload,
    });
  const listingCount = async () => (await testApp.db.select({ n: count() }).from(listings))[0]!.n;
  const fictionTotal = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
    return CategoryListSchema.parse(response.json()).find((c) => c.category_name === 'Fiction')!
      .total;
  };

  it('lists the book for the signed-in seller: 201, server-set fields, counted in its category', async () => {
    const totalBefore = await fictionTotal();
    const startedAt = Date.now();
    const response = await addListing(OWNER);
    expect(response.statusCode).toBe(201);
    const { acknowledged, insertedId } = InsertResultSchema.parse(response.json());
    expect(acknowledged).toBe(true);

    const row = await listingRow(testApp.db, insertedId);
    expect(row).toMatchObject({
      sellerId: await userId(testApp.db, OWNER),
      categoryId: book.category_id,
      bookTitle: book.book_title,
      sellerPrice: '199.50',
      originalPrice: '400.00',
      sold: false,
      adv: false,
      // seller@demo.test is verified.
      isVerified: true,
    });
    expect(row!.postedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(row!.postedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await fictionTotal()).toBe(totalBefore + 1);

    const mine = await testApp.app.inject({
      method: 'GET',
      url: `/api/books?email=${OWNER}`,
      headers: await signedInAs(testApp, OWNER),
    });
    const listed = ListingListSchema.parse(mine.json()).find((l) => l._id === insertedId);
    expect(listed).toMatchObject({ seller_email: OWNER, seller_name: 'Rahim Uddin' });
  });

  it('keeps the ways to pay the seller accepts: both when the body names none', async () => {
    const { payment_methods: _both, ...withoutMethods } = book;
    const cashOnly = InsertResultSchema.parse(
      (await addListing(OWNER, { ...book, payment_methods: ['cash'] })).json(),
    );
    const both = InsertResultSchema.parse((await addListing(OWNER, withoutMethods)).json());
    for (const [id, methods] of [
      [cashOnly.insertedId, ['cash']],
      [both.insertedId, ['online', 'cash']],
    ] as const) {
      const answer = await testApp.app.inject({ method: 'GET', url: `/api/listings/${id}` });
      expect(answer.json()).toMatchObject({ payment_methods: methods, reserved: false });
    }
  });

  it("marks a not-yet-verified seller's book unverified; the category name may differ in case", async () => {
    const response = await addListing(OTHER_SELLER, { ...book, category_name: 'fICTION' });
    expect(response.statusCode).toBe(201);
    const { insertedId } = InsertResultSchema.parse(response.json());
    expect(await listingRow(testApp.db, insertedId)).toMatchObject({
      sellerId: await userId(testApp.db, OTHER_SELLER),
      isVerified: false,
    });
  });

  it.each(['/uploads/3a1f0c2e-photo.png', 'https://lh3.googleusercontent.com/a/photo.png?sz=96'])(
    'takes a path on this server or an https address as the image: %s',
    async (address) => {
      const response = await addListing(OWNER, { ...book, book_img: address });
      expect(response.statusCode).toBe(201);
      const { insertedId } = InsertResultSchema.parse(response.json());
      expect((await listingRow(testApp.db, insertedId))?.bookImg).toBe(address);
    },
  );

  describe('refusals write nothing', () => {
    let before: number;
    beforeEach(async () => {
      before = await listingCount();
    });
    afterEach(async () => expect(await listingCount()).toBe(before));

    it.each(BAD_BODIES)('400 for %s', async (_case, changes, message) => {
      expectRefusal(await addListing(OWNER, { ...book, ...changes }), 400, message);
    });

    it('400 for an empty body', async () => {
      expectRefusal(await addListing(OWNER, {}), 400, /book_title: /);
    });

    it('400 for a category id that names no category, or a name of another category', async () => {
      const unknown = await addListing(OWNER, { ...book, category_id: randomUUID() });
      expectRefusal(unknown, 400, SERVER_ERRORS.categoryIdNotFound);
      const mismatch = await addListing(OWNER, { ...book, category_name: 'Non Fiction' });
      expectRefusal(mismatch, 400, SERVER_ERRORS.categoryMismatch);
    });

    // 401 and 403 roleRequired for every kind of caller: testing/authorizationMatrix.
  });
});
