/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { UpdateResultSchema } from '../../shared/schemas/common';
import { listings } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addListing,
  expectRefusal,
  listingRow,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';

describe('POST /api/adv/:id and POST /api/offadv/:id', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  type Path = 'adv' | 'offadv';
  const call = async (
    path: Path,
    id: string,
    caller: string | undefined,
    headers?: Record<string, string>,
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/${path}/${id}`,
      headers: headers ?? (caller ? await signedInAs(testApp, caller) : {}),
    });
  const modifiedCount = async (path: Path, id: string) => {
    const response = await call(path, id, OWNER);
    expect(response.statusCode).toBe(200);
    const answer = UpdateResultSchema.parse(response.json());
    expect(answer).toMatchObject({ acknowledged: true, matchedCount: 1 });
    return answer.modifiedCount;
  };
  const carousel = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/adv' });
    return AdvertisementListSchema.parse(response.json()).map((ad) => ad._id);
  };

  it('puts the owner’s book in the carousel and takes it out; repeating a call changes nothing', async () => {
    const id = await addListing(testApp.db);
    expect(await carousel()).not.toContain(id);

    expect(await modifiedCount('adv', id)).toBe(1);
    expect((await listingRow(testApp.db, id))?.adv).toBe(true);
    expect(await carousel()).toContain(id);
    expect(await modifiedCount('adv', id)).toBe(0);

    expect(await modifiedCount('offadv', id)).toBe(1);
    expect((await listingRow(testApp.db, id))?.adv).toBe(false);
    expect(await carousel()).not.toContain(id);
    expect(await modifiedCount('offadv', id)).toBe(0);
  });

  it('refuses to advertise a sold book (409); taking one out answers modifiedCount 0', async () => {
    const id = await addListing(testApp.db, { sold: true });
    expectRefusal(await call('adv', id, OWNER), 409, SERVER_ERRORS.listingSold);
    expect(await modifiedCount('offadv', id)).toBe(0);
    expect(await listingRow(testApp.db, id)).toMatchObject({ sold: true, adv: false });
  });

  it('drops an advertised book from the carousel once it is sold', async () => {
    const id = await addListing(testApp.db);
    await modifiedCount('adv', id);
    // What a paid order does to its listing (docs/product.md#listing-lifecycle).
    await testApp.db.update(listings).set({ sold: true, adv: false }).where(eq(listings.id, id));
    expect(await carousel()).not.toContain(id);
  });

  it('lets exactly one of several racing calls make the change', async () => {
    const id = await addListing(testApp.db);
    const headers = await signedInAs(testApp, OWNER);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('adv', id, OWNER, headers)),
    );
    const counts = answers.map(
      (response) => UpdateResultSchema.parse(response.json()).modifiedCount,
    );
    expect(counts.sort()).toEqual([0, 0, 0, 0, 1]);
  });

  describe.each<Path>(['adv', 'offadv'])('/%s refusals change nothing', (path) => {
    let id: string;
    let before: Awaited<ReturnType<typeof listingRow>>;
    beforeEach(async () => {
      // Available, and advertised for /offadv, so that the owner's call would change it.
      id = await addListing(testApp.db, { adv: path === 'offadv' });
      before = await listingRow(testApp.db, id);
    });
    afterEach(async () => expect(await listingRow(testApp.db, id)).toEqual(before));

    it('403 for another seller', async () => {
      expectRefusal(await call(path, id, OTHER_SELLER), 403, SERVER_ERRORS.notYourListing);
    });

    it('404 for an unknown book, 400 for a malformed id', async () => {
      expectRefusal(await call(path, randomUUID(), OWNER), 404, SERVER_ERRORS.listingNotFound);
      expectRefusal(await call(path, 'abc', OWNER), 400, /^id: /);
    });
  });
});
