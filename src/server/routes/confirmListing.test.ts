/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { InsertResultSchema, UpdateResultSchema } from '../../shared/schemas/common';
import { users } from '../db/schema';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  BUYER,
  listingPayload,
  categoryNamed,
  expectRefusal,
  listingRow,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';

describe('GET /api/addbook?pid', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const confirm = async (
    caller: string | undefined,
    pid: string,
    headers?: Record<string, string>,
  ) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/addbook?pid=${pid}`,
      headers: headers ?? (caller ? await signedInAs(testApp, caller) : {}),
    });

  it("copies the seller's current verification onto the book: modifiedCount 1, then 0", async () => {
    // As the add-product form does it: POST, then confirm the inserted id.
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/addbook',
      headers: await signedInAs(testApp, OTHER_SELLER),
      payload: listingPayload(await categoryNamed(testApp.db, 'Fiction')),
    });
    const { insertedId } = InsertResultSchema.parse(added.json());
    expect(UpdateResultSchema.parse((await confirm(OTHER_SELLER, insertedId)).json())).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 0,
    });

    // An admin verifies the seller between the add and the confirm.
    await testApp.db.update(users).set({ appVerified: true }).where(eq(users.email, OTHER_SELLER));
    const confirmed = await confirm(OTHER_SELLER, insertedId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await listingRow(testApp.db, insertedId))?.isVerified).toBe(true);
    expect((await confirm(OTHER_SELLER, insertedId)).json()).toMatchObject({ modifiedCount: 0 });
  });

  it('refuses everyone but the owner, and changes nothing', async () => {
    // The verified seller's book stored unverified: a confirm by its owner would change it.
    const id = await addListing(testApp.db, { isVerified: false });
    const before = await listingRow(testApp.db, id);
    const sellersOnly = SERVER_ERRORS.roleRequired(['seller']);

    expectRefusal(await confirm(OTHER_SELLER, id), 403, SERVER_ERRORS.notYourListing);
    expectRefusal(await confirm(BUYER, id), 403, sellersOnly);
    expectRefusal(await confirm(ADMIN, id), 403, sellersOnly);
    expectRefusal(await confirm(undefined, id), 401, SERVER_ERRORS.signInRequired);
    const expired = await expiredSessionOf(testApp, OWNER);
    expectRefusal(await confirm(undefined, id, expired), 401, SERVER_ERRORS.accessTokenExpired);
    expect(await listingRow(testApp.db, id)).toEqual(before);

    expect((await confirm(OWNER, id)).json()).toMatchObject({ modifiedCount: 1 });
  });

  it('answers 404 for an unknown book and 400 for a malformed or missing pid', async () => {
    expectRefusal(await confirm(OWNER, randomUUID()), 404, SERVER_ERRORS.listingNotFound);
    expectRefusal(await confirm(OWNER, 'abc'), 400, /^pid: /);
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/addbook',
      headers: await signedInAs(testApp, OWNER),
    });
    expectRefusal(missing, 400, /^pid: /);
  });
});
