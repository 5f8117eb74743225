/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import { EditListingResponseSchema } from '../../shared/schemas/listing';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import {
  ADMIN,
  addListing,
  addOrder,
  BUYER,
  categoryNamed,
  expectRefusal,
  listingRow,
  orderRow,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';
import { createIntent, intentIdOf, intentRow, ORDER_CENTS } from '../testing/paymentFixtures';

describe('PUT /api/listings/:id', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Many edits by one seller: the limit on listing writes has its own test.
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0', LISTING_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  });
  afterAll(() => testApp.close());

  /** A refused edit leaves the row exactly as it was. */
  async function expectUnchangedBy(id: string, refuse: () => Promise<void>) {
    const before = await listingRow(testApp.db, id);
    await refuse();
    expect(await listingRow(testApp.db, id)).toEqual(before);
  }

  it('edits the seller’s own listing: the answer is the listing after it, version one up', async () => {
    const id = await addListing(testApp.db, { adv: true, isVerified: true });
    const before = await listingRow(testApp.db, id);
    const nonFiction = await categoryNamed(testApp.db, 'Non Fiction');
    const body = await editBody(testApp, id, {
      book_title: '  Pather Panchali  ',
      author: 'Bibhutibhushan',
      seller_price: 120,
      category_id: nonFiction.id,
      category_name: 'non fiction',
      condition: 'fair',
      location: 'Sylhet',
    });

    const response = await putEdit(testApp, id, OWNER, body);

    expect(response.statusCode).toBe(200);
    const listing = EditListingResponseSchema.parse(response.json());
    expect(listing).toMatchObject({
      _id: id,
      book_title: 'Pather Panchali',
      author: 'Bibhutibhushan',
      seller_price: 120,
      category_id: nonFiction.id,
      category_name: 'Non Fiction',
      condition: 'fair',
      location: 'Sylhet',
      seller_email: OWNER,
      sold: false,
      adv: true,
      isVerified: true,
      version: 2,
      post_date: before!.postedAt.toISOString(),
    });
    const after = await listingRow(testApp.db, id);
    expect(after).toMatchObject({
      sellerId: before!.sellerId,
      postedAt: before!.postedAt,
      sold: false,
      adv: true,
      isVerified: true,
      version: 2,
      updatedAt: expect.any(Date),
    });
    expect(before!.updatedAt).toBeNull();
  });

  it('takes each save of the version it opened: a second save needs the new version', async () => {
    const id = await addListing(testApp.db);
    const first = await putEdit(
      testApp,
      id,
      OWNER,
      await editBody(testApp, id, { used: '2 years' }),
    );
    expect(first.json()).toMatchObject({ version: 2, used: '2 years' });
    const stale = await putEdit(testApp, id, OWNER, await editBody(testApp, id, { version: 1 }));
    expectRefusal(stale, 409, SERVER_ERRORS.listingEditConflict);
    const next = await putEdit(
      testApp,
      id,
      OWNER,
      await editBody(testApp, id, { used: '3 years' }),
    );
    expect(next.json()).toMatchObject({ version: 3, used: '3 years' });
  });

  it('keeps the title and price of orders already placed, and a payment charges the order’s', async () => {
    const id = await addListing(testApp.db);
    const order = await addOrder(testApp.db, id, 'unpaid');
    const body = await editBody(testApp, id, { book_title: 'Renamed', seller_price: 999 });
    expect((await putEdit(testApp, id, OWNER, body)).statusCode).toBe(200);

    expect(await orderRow(testApp.db, order)).toMatchObject({
      bookTitle: 'Fixture Book',
      bookPrice: '150.00',
      status: 'unpaid',
    });
    const intent = await createIntent(testApp, BUYER, order);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    expect(await intentRow(testApp.db, intentIdOf(clientSecret))).toMatchObject({
      amount: ORDER_CENTS,
      orderId: order,
    });
  });

  describe('refusals, each changing nothing', () => {
    it('refuses the anonymous (401), a buyer and an admin (403: sellers only)', async () => {
      const id = await addListing(testApp.db);
      const body = await editBody(testApp, id, { seller_price: 100 });
      await expectUnchangedBy(id, async () => {
        expectRefusal(
          await putEdit(testApp, id, undefined, body),
          401,
          SERVER_ERRORS.signInRequired,
        );
        const sellersOnly = SERVER_ERRORS.roleRequired(['seller']);
        expectRefusal(await putEdit(testApp, id, BUYER, body), 403, sellersOnly);
        expectRefusal(await putEdit(testApp, id, ADMIN, body), 403, sellersOnly);
      });
    });

    it('refuses another seller (403) and an unknown id (404)', async () => {
      const id = await addListing(testApp.db);
      const body = await editBody(testApp, id, { seller_price: 100 });
      await expectUnchangedBy(id, async () => {
        expectRefusal(
          await putEdit(testApp, id, OTHER_SELLER, body),
          403,
          SERVER_ERRORS.notYourListing,
        );
      });
      expectRefusal(
        await putEdit(testApp, randomUUID(), OWNER, body),
        404,
        SERVER_ERRORS.listingNotFound,
      );
      expectRefusal(await putEdit(testApp, 'abc', OWNER, body), 400, /^id: /);
    });

    it('refuses a sold listing (409), whatever version it names', async () => {
      const id = await addListing(testApp.db, { sold: true });
      await expectUnchangedBy(id, async () => {
        for (const version of [1, 2]) {
          const body = await editBody(testApp, id, { seller_price: 100, version });
          expectRefusal(await putEdit(testApp, id, OWNER, body), 409, SERVER_ERRORS.listingSold);
        }
      });
    });

    it('refuses a version that is not the current one (409 conflict)', async () => {
      const id = await addListing(testApp.db, { version: 4 });
      await expectUnchangedBy(id, async () => {
        for (const version of [3, 5]) {
          const body = await editBody(testApp, id, { seller_price: 100, version });
          expectRefusal(
            await putEdit(testApp, id, OWNER, body),
            409,
            SERVER_ERRORS.listingEditConflict,
          );
        }
      });
    });

    it('applies the add form’s checks: category, fields, and nothing the server sets', async () => {
      const id = await addListing(testApp.db);
      const fiction = await categoryNamed(testApp.db, 'Fiction');
      const refused: [Record<string, unknown>, string | RegExp][] = [
        [{ category_id: randomUUID() }, SERVER_ERRORS.categoryIdNotFound],
        [{ category_id: fiction.id, category_name: 'Non Fiction' }, SERVER_ERRORS.categoryMismatch],
        [{ book_title: '   ' }, `book_title: ${VALIDATION.bookNameRequired}`],
        [{ seller_price: -5 }, /^seller_price: /],
        [{ book_img: '//evil.example/x.png' }, 'book_img: Not a valid image address'],
        [{ version: undefined }, /^version: /],
        [{ version: 0 }, /^version: /],
        // Past PostgreSQL's integer: refused as input, not a database error (found by the hostile suite).
        [{ version: 2_147_483_648 }, /^version: /],
        ...[
          'sold',
          'adv',
          'isVerified',
          'seller_email',
          'seller_id',
          'post_date',
          'updated_at',
        ].map((field): [Record<string, unknown>, RegExp] => [
          { [field]: field === 'seller_email' ? OTHER_SELLER : true },
          new RegExp(`Unrecognized key.*${field}`),
        ]),
      ];
      await expectUnchangedBy(id, async () => {
        for (const [changes, message] of refused) {
          const body = { ...(await editBody(testApp, id)), ...changes };
          expectRefusal(await putEdit(testApp, id, OWNER, body), 400, message);
        }
      });
    });
  });
});
