/**
 * @database either
 */
import type { LightMyRequestResponse } from 'fastify';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { ListingSchema } from '../../shared/schemas/listing';
import { signedInAs } from '../testing/authHeaders';
import type { TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  categoryNamed,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';
import { buildPaymentTestApp, orderWithIntent, pay } from '../testing/paymentFixtures';

/**
 * HTTP caching of the public answers (publicAnswers/publicAnswersPlugin.ts, decision 0037): a strong ETag,
 * 304 to a matching If-None-Match, a new ETag once a write changes the answer; every other API
 * answer is `private, no-store`.
 */
describe('public answers over HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const get = async (url: string, caller?: string, etag?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(caller ? await signedInAs(testApp, caller) : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
    });

  /** 200 with an ETag and `cacheControl`, then 304 with no body to that ETag; the ETag. */
  async function expectRevalidated(url: string, cacheControl: string, caller?: string) {
    const first = await get(url, caller);
    expect({ status: first.statusCode, body: first.body }).toMatchObject({ status: 200 });
    expect(first.headers['cache-control']).toBe(cacheControl);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, caller, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    return { etag, body: first.json() as unknown };
  }

  /** The answer after a write: 200 with another ETag than `before`, even when asked with it. */
  async function expectChanged(url: string, before: string, caller?: string) {
    const after = await get(url, caller, before);
    expect({ status: after.statusCode, body: after.body }).toMatchObject({ status: 200 });
    expect(after.headers.etag).not.toBe(before);
    return after.json() as unknown;
  }

  it('each public list answers 200 with a strong ETag, then 304 to it', async () => {
    const fiction = await categoryNamed(testApp.db, 'Fiction');
    const id = await addListing(testApp.db, { bookTitle: 'Quillmarsh Almanac' });
    for (const url of [
      '/api/Categories',
      '/api/adv',
      '/api/search?q=Quillmarsh',
      `/api/listings/${id}`,
    ]) {
      await expectRevalidated(url, 'public, no-cache');
    }
    // The same for every signed-in caller, but only for them: no shared cache may keep it.
    await expectRevalidated(`/api/CategoryBooks/${fiction.id}`, 'private, no-cache', BUYER);
  });

  it('a category page still needs a caller, and a refusal is neither kept nor tagged', async () => {
    const fiction = await categoryNamed(testApp.db, 'Fiction');
    await expectRevalidated(`/api/CategoryBooks/${fiction.id}`, 'private, no-cache', BUYER);
    const anonymous = await get(`/api/CategoryBooks/${fiction.id}`);
    expectRefusal(anonymous, 401, SERVER_ERRORS.signInRequired);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('advertising a book changes the carousel’s ETag', async () => {
    const id = await addListing(testApp.db);
    const { etag } = await expectRevalidated('/api/adv', 'public, no-cache');
    expect((await callAs(testApp, 'POST', `/api/adv/${id}`, OWNER)).statusCode).toBe(200);
    const carousel = (await expectChanged('/api/adv', etag)) as { _id: string }[];
    expect(carousel[0]?._id).toBe(id);
  });

  it('editing a book changes its page, its search results and its category page', async () => {
    const fiction = await categoryNamed(testApp.db, 'Fiction');
    const id = await addListing(testApp.db, { bookTitle: 'Brindlewick Tales' });
    const urls = [`/api/listings/${id}`, '/api/search?q=Brindlewick'];
    const tags = await Promise.all(urls.map((url) => expectRevalidated(url, 'public, no-cache')));
    const category = `/api/CategoryBooks/${fiction.id}`;
    const categoryTag = await expectRevalidated(category, 'private, no-cache', BUYER);

    const edited = await putEdit(
      testApp,
      id,
      OWNER,
      await editBody(testApp, id, { seller_price: 99 }),
    );
    expect(edited.statusCode).toBe(200);

    const page = ListingSchema.parse(await expectChanged(urls[0]!, tags[0]!.etag));
    expect(page.seller_price).toBe(99);
    expect(await expectChanged(urls[1]!, tags[1]!.etag)).toMatchObject({
      items: [{ _id: id, seller_price: 99 }],
    });
    await expectChanged(category, categoryTag.etag, BUYER);
  });

  it('verifying the seller changes the book page; deleting it answers 404, not kept', async () => {
    const id = await addListing(testApp.db, { seller: OTHER_SELLER });
    const { etag } = await expectRevalidated(`/api/listings/${id}`, 'public, no-cache');
    const verified = await callAs(testApp, 'PUT', `/api/sellerverify?mail=${OTHER_SELLER}`, ADMIN);
    expect(verified.statusCode).toBe(200);
    expect(await expectChanged(`/api/listings/${id}`, etag)).toMatchObject({ isVerified: true });

    const deleted = await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, OTHER_SELLER);
    expect(deleted.statusCode).toBe(200);
    const gone = await get(`/api/listings/${id}`, undefined, etag);
    expectRefusal(gone, 404, SERVER_ERRORS.listingNotFound);
    expect(gone.headers['cache-control']).toBe('private, no-store');
  });

  it('paying for a book shows it sold on its page', async () => {
    const id = await addListing(testApp.db);
    const { etag } = await expectRevalidated(`/api/listings/${id}`, 'public, no-cache');
    const paid = await orderWithIntent(testApp, BUYER, TEST_MODE_CARDS.succeeds, id);
    expect((await pay(testApp, BUYER, paid)).statusCode).toBe(201);
    expect(await expectChanged(`/api/listings/${id}`, etag)).toMatchObject({ sold: true });
  });

  it('personal answers are private and never stored', async () => {
    const responses: LightMyRequestResponse[] = [
      await callAs(testApp, 'GET', `/api/orders?email=${BUYER}`, BUYER),
      await callAs(testApp, 'GET', `/api/wishlist?email=${BUYER}`, BUYER),
      await callAs(testApp, 'GET', `/api/orders?email=${BUYER}`, undefined),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 401]);
    for (const response of responses) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });
});
