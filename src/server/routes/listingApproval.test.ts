/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { CategoryListSchema } from '../../shared/schemas/category';
import { InsertResultSchema } from '../../shared/schemas/common';
import { ListingListSchema, SellerListingListSchema } from '../../shared/schemas/listing';
import { SearchResultSchema } from '../../shared/schemas/search';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  categoryNamed,
  expectRefusal,
  listingPayload,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { notificationsOf } from '../testing/notificationFixtures';
import { addPerson, orderPayload, sendAs } from '../testing/orderFixtures';

/**
 * Listing approval (docs/product.md#listing-approval): with LISTING_APPROVAL_FIRST_LISTINGS a new
 * seller's first listings wait for the admin, shown to nobody else (public answers kept in memory
 * included) and taken by no order, wishlist or conversation; the admin approves or refuses each,
 * and the seller is told. The admin's routes' deny paths.
 */
describe('listings waiting for approval', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { LISTING_APPROVAL_FIRST_LISTINGS: '2', LISTING_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  });
  afterAll(() => testApp.close());

  const post = async (seller: string, bookTitle: string) => {
    const payload = listingPayload(await categoryNamed(testApp.db, 'Fiction'));
    const answer = await sendAs(testApp, 'POST', '/api/addbook', seller, {
      ...payload,
      book_title: bookTitle,
    });
    expect(answer.statusCode).toBe(201);
    return InsertResultSchema.parse(answer.json()).insertedId;
  };
  const decide = (caller: string | undefined, id: string, approved: boolean) =>
    sendAs(testApp, 'PUT', `/api/admin/listings/${id}/approval`, caller, { approved });
  const fictionTotal = async () => {
    const answer = await callAs(testApp, 'GET', '/api/Categories', undefined);
    return CategoryListSchema.parse(answer.json()).find((c) => c.category_name === 'Fiction')!
      .total;
  };
  const searchFinds = async (title: string) => {
    const answer = await callAs(
      testApp,
      'GET',
      `/api/search?q=${encodeURIComponent(title)}`,
      undefined,
    );
    return SearchResultSchema.parse(answer.json()).items.some((l) => l.book_title === title);
  };
  const queue = async () =>
    ListingListSchema.parse(
      (await callAs(testApp, 'GET', '/api/admin/listings/awaiting-approval', ADMIN)).json(),
    );
  const mine = async (seller: string) =>
    SellerListingListSchema.parse(
      (await callAs(testApp, 'GET', `/api/books?email=${seller}`, seller)).json(),
    );

  it("a new seller's first listings wait, seen by nobody else, until approved", async () => {
    const seller = await addPerson(testApp.db, 'seller');
    // Read first, so the public answers are kept in memory before the write.
    const totalBefore = await fictionTotal();
    expect(await searchFinds('Zebra Quartet')).toBe(false);
    const id = await post(seller, 'Zebra Quartet');

    expect(await fictionTotal()).toBe(totalBefore);
    expect(await searchFinds('Zebra Quartet')).toBe(false);
    const missing = SERVER_ERRORS.listingNotFound;
    expectRefusal(await callAs(testApp, 'GET', `/api/listings/${id}`, undefined), 404, missing);
    expectRefusal(await callAs(testApp, 'GET', `/api/issold/${id}`, undefined), 404, missing);
    expectRefusal(
      await sendAs(testApp, 'POST', '/api/orders', BUYER, orderPayload(id)),
      404,
      missing,
    );
    expectRefusal(
      await sendAs(testApp, 'POST', `/api/wishlist/${id}`, BUYER, { email: BUYER }),
      404,
      missing,
    );
    expectRefusal(
      await sendAs(testApp, 'POST', '/api/conversations', BUYER, { listing_id: id, body: 'Hi' }),
      404,
      missing,
    );
    const category = (await categoryNamed(testApp.db, 'Fiction')).id;
    const page = await callAs(testApp, 'GET', `/api/CategoryBooks/${category}?limit=48`, BUYER);
    expect(ListingListSchema.parse(page.json()).map((l) => l._id)).not.toContain(id);
    const sellerPage = await callAs(
      testApp,
      'GET',
      `/api/seller/${await userId(testApp.db, seller)}/books`,
      undefined,
    );
    expect(JSON.stringify(sellerPage.json())).not.toContain(id);

    // Its seller sees it waiting; the admin has it in the queue.
    expect((await mine(seller)).map((l) => [l._id, l.awaiting_approval])).toEqual([[id, true]]);
    expect((await queue()).map((l) => l._id)).toContain(id);

    expect((await decide(ADMIN, id, true)).json()).toEqual({ _id: id, approved: true });
    expect(await fictionTotal()).toBe(totalBefore + 1);
    expect(await searchFinds('Zebra Quartet')).toBe(true);
    expect((await callAs(testApp, 'GET', `/api/listings/${id}`, undefined)).statusCode).toBe(200);
    expect((await mine(seller))[0]!.awaiting_approval).toBe(false);
    expect(await notificationsOf(testApp.db, seller)).toEqual([
      {
        kind: 'listing_approval',
        read: false,
        data: { listing_id: id, book_title: 'Zebra Quartet', approved: true },
      },
    ]);
    expectRefusal(await decide(ADMIN, id, true), 409, SERVER_ERRORS.listingNotAwaitingApproval);
  });

  it('counts approved listings: after the first two, a seller posts at once', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const first = await post(seller, 'First Try');
    const second = await post(seller, 'Second Try');
    expect((await mine(seller)).every((l) => l.awaiting_approval)).toBe(true);
    await decide(ADMIN, first, true);
    // One approved, under two: still held.
    const third = await post(seller, 'Third Try');
    expect((await mine(seller)).find((l) => l._id === third)!.awaiting_approval).toBe(true);
    await decide(ADMIN, second, true);
    const fourth = await post(seller, 'Fourth Try');
    expect((await mine(seller)).find((l) => l._id === fourth)!.awaiting_approval).toBe(false);
  });

  it('a verified seller never waits; refusing deletes the listing and tells its seller', async () => {
    const verifiedPost = await post(OWNER, 'Verified Book');
    expect((await mine(OWNER)).find((l) => l._id === verifiedPost)!.awaiting_approval).toBe(false);

    const seller = await addPerson(testApp.db, 'seller');
    const id = await post(seller, 'Junk <script>');
    expect((await decide(ADMIN, id, false)).json()).toEqual({ _id: id, approved: false });
    expect(await mine(seller)).toEqual([]);
    expect(await notificationsOf(testApp.db, seller)).toEqual([
      {
        kind: 'listing_approval',
        read: false,
        data: { listing_id: null, book_title: 'Junk <script>', approved: false },
      },
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefusal(await decide(ADMIN, unknown, true), 404, SERVER_ERRORS.listingNotFound);
  });

  it('the queue and the decision: the admin only', async () => {
    const id = await addListing(testApp.db, { awaitingApproval: true });
    const roleRequired = SERVER_ERRORS.roleRequired(['admin']);
    for (const caller of [BUYER, OWNER]) {
      const list = await callAs(testApp, 'GET', '/api/admin/listings/awaiting-approval', caller);
      expectRefusal(list, 403, roleRequired);
      expectRefusal(await decide(caller, id, true), 403, roleRequired);
    }
    const anonymous = await callAs(
      testApp,
      'GET',
      '/api/admin/listings/awaiting-approval',
      undefined,
    );
    expectRefusal(anonymous, 401, SERVER_ERRORS.signInRequired);
    expectRefusal(await decide(undefined, id, true), 401, SERVER_ERRORS.signInRequired);
    expect((await queue()).map((l) => l._id)).toContain(id);
  });
});

describe('the limit on adding and editing listings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { LISTING_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => testApp.close());

  it('counts adds and edits together per seller, then answers 429', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const payload = listingPayload(await categoryNamed(testApp.db, 'Fiction'));
    const add = (caller: string) => sendAs(testApp, 'POST', '/api/addbook', caller, payload);
    const edit = (caller: string, id: string) =>
      sendAs(testApp, 'PUT', `/api/listings/${id}`, caller, { ...payload, version: 1 });

    const added = InsertResultSchema.parse((await add(seller)).json()).insertedId;
    expect((await add(seller)).statusCode).toBe(201);
    expect((await edit(seller, added)).statusCode).toBe(200);
    expectRefusal(await add(seller), 429, SERVER_ERRORS.tooManyRequests);
    expectRefusal(await edit(seller, added), 429, SERVER_ERRORS.tooManyRequests);
    // Another seller's budget is their own.
    expect((await add(OWNER)).statusCode).toBe(201);
  });
});
