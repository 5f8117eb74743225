/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SellerRowListSchema, UserListSchema } from '../../shared/schemas/user';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, addUser, callAs } from '../testing/listingFixtures';

describe('admin lists: GET /api/buyers and GET /api/sellers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  describe.each([
    ['buyers', 'buyer'],
    ['sellers', 'seller'],
  ] as const)('GET /api/%s', (path, role) => {
    it(`answers every ${role} to an admin, by name`, async () => {
      await addUser(testApp.db, `aaron-${role}@test.example`, `aaron ${role}`, role);
      const response = await callAs(testApp, 'GET', `/api/${path}`, ADMIN);
      expect(response.statusCode).toBe(200);
      const people = (role === 'seller' ? SellerRowListSchema : UserListSchema).parse(
        response.json(),
      );
      const stored = await testApp.db.select().from(users).where(eq(users.role, role));
      expect(people.map((person) => person.email).sort()).toEqual(
        stored.map((row) => row.email).sort(),
      );
      expect(people.every((person) => person.role === role)).toBe(true);
      // Ignoring case: the lower-case "aaron" comes first.
      expect(people[0]?.name).toBe(`aaron ${role}`);
      const names = people.map((person) => person.name.toLowerCase());
      expect([...names].sort()).toEqual(names);
      // Sellers come with their rating (its figures: reviews.test.ts); a new one has none.
      if (role === 'seller')
        expect(people[0]).toMatchObject({ rating: { average: null, count: 0 } });
    });

    // 401 and 403 roleRequired for every kind of caller: testing/authorizationMatrix.
  });
});
