/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema, UpsertResultSchema } from '../../shared/schemas/common';
import { SellerDetailSchema } from '../../shared/schemas/user';
import { users } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

describe('users: POST /api/g-users and GET /api/sellerDetail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ADMIN_EMAILS: 'Boss@Test.example, chief@test.example' },
    });
  });
  afterAll(() => testApp.close());

  const userRow = async (email: string) =>
    (await testApp.db.select().from(users).where(eq(users.email, email)))[0];

  describe('POST /api/g-users', () => {
    const register = async (caller: string | undefined, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/g-users',
        headers: caller ? await signedInAs(testApp, caller) : {},
        payload,
      });
    const newcomer = { name: 'Nila', email: 'nila@test.example', role: 'buyer', img: '' };

    it('refuses to register another person (403) and to make anyone admin (400)', async () => {
      const other = await register('mallory@test.example', newcomer);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ message: SERVER_ERRORS.notYourAccount });

      const admin = await register('nila@test.example', { ...newcomer, role: 'admin' });
      expect(admin.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(admin.json()).message).toMatch(/^role: /);
      expect(await userRow('nila@test.example')).toBeUndefined();
    });

    it('refuses a picture that is not an https address or a path on this server (400)', async () => {
      for (const img of ['//evil.example/me.png', 'http://evil.example/me.png']) {
        const response = await register('nila@test.example', { ...newcomer, img });
        expect(response.statusCode).toBe(400);
        expect(ErrorResponseSchema.parse(response.json()).message).toBe(
          'img: Not a valid image address',
        );
      }
      expect(await userRow('nila@test.example')).toBeUndefined();
    });

    it('creates the user once, then updates name and picture (upsertedCount 1, then 0)', async () => {
      const created = await register('nila@test.example', {
        ...newcomer,
        email: 'Nila@Test.example',
      });
      expect(created.statusCode).toBe(200);
      const first = UpsertResultSchema.parse(created.json());
      expect(first).toMatchObject({ acknowledged: true, matchedCount: 0, upsertedCount: 1 });
      expect(await userRow('nila@test.example')).toMatchObject({
        id: first.upsertedId,
        name: 'Nila',
        role: 'buyer',
        appVerified: false,
      });

      const img = 'https://lh3.googleusercontent.com/a/nila.png';
      const renamed = await register('nila@test.example', { ...newcomer, name: 'Nila R', img });
      expect(renamed.json()).toEqual({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
        upsertedId: null,
      });
      // An empty picture (Google account without one) keeps the one we have.
      await register('nila@test.example', { ...newcomer, name: 'Nila R' });
      expect(await userRow('nila@test.example')).toMatchObject({ name: 'Nila R', img });
    });

    it('lets a buyer become a seller and never demotes a seller or an admin', async () => {
      await register('nila@test.example', { ...newcomer, role: 'seller' });
      expect((await userRow('nila@test.example'))?.role).toBe('seller');

      for (const email of ['nila@test.example', 'seller@demo.test', 'admin@demo.test']) {
        const before = await userRow(email);
        // Google sign-in always says buyer.
        const response = await register(email, { name: 'Again', email, role: 'buyer', img: '' });
        expect(response.statusCode).toBe(200);
        expect((await userRow(email))?.role).toBe(before?.role);
      }
    });

    it('survives concurrent sign-ins for one e-mail: one creates, the others update', async () => {
      const email = 'racer@test.example';
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => register(email, { ...newcomer, email })),
      );
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const counts = answers.map(
        (response) => UpsertResultSchema.parse(response.json()).upsertedCount,
      );
      expect(counts.sort()).toEqual([0, 0, 0, 0, 1]);
    });

    it('stores e-mails listed in ADMIN_EMAILS as admin, whatever the payload says', async () => {
      const email = 'boss@test.example';
      await register(email, { name: 'Boss', email, role: 'buyer', img: '' });
      expect((await userRow(email))?.role).toBe('admin');
    });

    it('stores a listed e-mail the session says is unverified as the role it asked for', async () => {
      const email = 'chief@test.example';
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/g-users',
        headers: await signedInAs(testApp, email, { emailVerified: false }),
        payload: { name: 'Boss', email, role: 'buyer', img: '' },
      });
      expect(response.statusCode).toBe(200);
      expect((await userRow(email))?.role).toBe('buyer');
    });
  });

  describe('GET /api/sellerDetail', () => {
    const detail = (email: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/sellerDetail?email=${encodeURIComponent(email)}`,
      });

    it("answers exactly a seller's name, email, appVerified and role, to anyone", async () => {
      const response = await detail('NewSeller@Demo.test');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Nusrat Jahan',
        email: 'newseller@demo.test',
        appVerified: false,
        role: 'seller',
      });
      expect(SellerDetailSchema.strict().parse(response.json())).toBeTruthy();
    });

    it.each([
      ['an unknown e-mail', 'nobody@test.example'],
      ['a buyer', 'buyer@demo.test'],
      ['the admin', 'Admin@Demo.test'],
    ])('answers %s with the same 404, so accounts cannot be told apart', async (_who, email) => {
      const response = await detail(email);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: SERVER_ERRORS.userNotFound,
        code: 'userNotFound',
      });
    });

    it('answers 400 for something that is not an e-mail', async () => {
      expect((await detail('not-an-email')).statusCode).toBe(400);
    });
  });
});
