/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { UpdateResultSchema } from '../../shared/schemas/common';
import { UserListSchema } from '../../shared/schemas/user';
import { listings, users } from '../db/schema';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addUser,
  BUYER,
  callAs,
  expectRefusal,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';

describe('PUT /api/sellerverify?mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** An unverified seller with two unverified listings, one of them sold. */
  const addUnverifiedSeller = async (email: string) => {
    await addUser(testApp.db, email, 'Pending Seller', 'seller');
    await addListing(testApp.db, { seller: email });
    await addListing(testApp.db, { seller: email, sold: true });
  };
  const sellerState = async (email: string) => {
    const [user] = await testApp.db
      .select({ id: users.id, appVerified: users.appVerified })
      .from(users)
      .where(eq(users.email, email));
    const flags = await testApp.db
      .select({ isVerified: listings.isVerified })
      .from(listings)
      .where(eq(listings.sellerId, user!.id));
    return { appVerified: user!.appVerified, listings: flags.map((row) => row.isVerified) };
  };
  const verify = (mail: string, caller: string | undefined, headers?: Record<string, string>) =>
    callAs(testApp, 'PUT', `/api/sellerverify?mail=${encodeURIComponent(mail)}`, caller, headers);

  it('verifies the seller and all of their books at once; a second call changes nothing', async () => {
    expect(await sellerState(OTHER_SELLER)).toMatchObject({ appVerified: false });
    const first = await verify('NewSeller@Demo.test', ADMIN);
    expect(first.statusCode).toBe(200);
    expect(UpdateResultSchema.parse(first.json())).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    const after = await sellerState(OTHER_SELLER);
    expect(after.appVerified).toBe(true);
    expect(after.listings.length).toBeGreaterThan(0);
    expect(after.listings.every(Boolean)).toBe(true);

    const sellers = UserListSchema.parse(
      (await callAs(testApp, 'GET', '/api/sellers', ADMIN)).json(),
    );
    expect(sellers.find((seller) => seller.email === OTHER_SELLER)?.appVerified).toBe(true);

    const second = await verify(OTHER_SELLER, ADMIN);
    expect(second.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('lets exactly one of two racing admins report the change', async () => {
    await addUnverifiedSeller('racing@test.example');
    const headers = await signedInAs(testApp, ADMIN);
    const answers = await Promise.all([
      verify('racing@test.example', ADMIN, headers),
      verify('racing@test.example', ADMIN, headers),
    ]);
    const counts = answers.map(
      (response) => UpdateResultSchema.parse(response.json()).modifiedCount,
    );
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sellerState('racing@test.example')).toEqual({
      appVerified: true,
      listings: [true, true],
    });
  });

  it('answers 404 for a buyer, an admin or an unknown e-mail, changing nobody', async () => {
    for (const mail of [BUYER, ADMIN, 'nobody@test.example']) {
      const before = await testApp.db.select().from(users).where(eq(users.email, mail));
      expectRefusal(await verify(mail, ADMIN), 404, SERVER_ERRORS.sellerNotFound);
      expect(await testApp.db.select().from(users).where(eq(users.email, mail))).toEqual(before);
    }
    expectRefusal(await verify('not-an-email', ADMIN), 400, /^mail: /);
  });

  it('refuses everyone but an admin, changing nothing', async () => {
    const pending = 'pending@test.example';
    await addUnverifiedSeller(pending);
    const before = await sellerState(pending);
    const adminsOnly = SERVER_ERRORS.roleRequired(['admin']);

    expectRefusal(await verify(pending, pending), 403, adminsOnly);
    expectRefusal(await verify(pending, OWNER), 403, adminsOnly);
    expectRefusal(await verify(pending, BUYER), 403, adminsOnly);
    expectRefusal(await verify(pending, undefined), 401, SERVER_ERRORS.signInRequired);
    const expired = await expiredSessionOf(testApp, ADMIN);
    expectRefusal(await verify(pending, undefined, expired), 401, SERVER_ERRORS.accessTokenExpired);

    expect(await sellerState(pending)).toEqual(before);
    expect(before).toEqual({ appVerified: false, listings: [false, false] });
  });
});
