/**
 * @database either
 */
import { DeleteResultSchema } from '../../shared/schemas/common';
import { ListingListSchema } from '../../shared/schemas/listing';
import { RoleResponseSchema } from '../../shared/schemas/user';
import { SERVER_ERRORS } from '../../shared/messages';
import * as userQueries from '../db/queries/users';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  expectRefusal,
  listingRow,
  OTHER_SELLER,
  OWNER,
} from '../testing/listingFixtures';

/**
 * The role guard, assertSelf and the handlers all ask request.callerRole(): whatever the route
 * asks, the caller's role is one database read per request, and none where nothing asks.
 */
describe("the caller's role, read once per request", () => {
  let testApp: TestApp;
  const roleReads = jest.spyOn(userQueries, 'findRoleByEmail');
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  beforeEach(() => roleReads.mockClear());
  afterAll(async () => {
    roleReads.mockRestore();
    await testApp.close();
  });

  /** The e-mails whose role was read, one entry per read. */
  const rolesReadOf = () => roleReads.mock.calls.map(([, email]) => email);

  it("lets an admin delete another seller's listing, reading the admin's role once", async () => {
    const id = await addListing(testApp.db);
    roleReads.mockClear();
    const response = await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(DeleteResultSchema.parse(response.json())).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await listingRow(testApp.db, id)).toBeUndefined();
    expect(rolesReadOf()).toEqual([ADMIN]);
  });

  it("refuses another seller's listing to a seller, reading the seller's role once", async () => {
    const id = await addListing(testApp.db);
    roleReads.mockClear();
    const response = await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, OTHER_SELLER);
    expectRefusal(response, 403, SERVER_ERRORS.notYourListing);
    expect(await listingRow(testApp.db, id)).toBeDefined();
    expect(rolesReadOf()).toEqual([OTHER_SELLER]);
  });

  it("shows an admin another seller's listings: guard and ownership check share one read", async () => {
    const response = await callAs(testApp, 'GET', `/api/books?email=${OWNER}`, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(ListingListSchema.parse(response.json()).length).toBeGreaterThan(0);
    expect(rolesReadOf()).toEqual([ADMIN]);
  });

  it("answers an admin asking about a seller: the admin's role once, then the seller's", async () => {
    const response = await callAs(testApp, 'GET', `/api/iswhat/${OWNER}`, ADMIN);
    expect(RoleResponseSchema.parse(response.json())).toEqual({ role: 'seller' });
    expect(rolesReadOf()).toEqual([ADMIN, OWNER]);
  });

  it('reads no role for a signed-in call about the caller themself', async () => {
    const response = await callAs(testApp, 'GET', `/api/wishlist?email=${BUYER}`, BUYER);
    expect(response.statusCode).toBe(200);
    expect(rolesReadOf()).toEqual([]);
  });
});
