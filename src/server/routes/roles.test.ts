/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { users } from '../db/schema';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

describe('role checks: GET /api/iswhat, /api/isseller, /api/isadmin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const ask = async (path: string, email: string, headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/${path}/${encodeURIComponent(email)}`,
      headers,
    });
  const rolesOf = async (email: string, caller = email, emailVerified = true) => {
    const headers = await signedInAs(testApp, caller, { emailVerified });
    const answers = await Promise.all(
      ['iswhat', 'isseller', 'isadmin'].map((path) => ask(path, email, headers)),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    return Object.assign({}, ...answers.map((response) => response.json() as object));
  };

  it.each([
    ['admin@demo.test', { role: 'admin', isSeller: false, isAdmin: true }],
    ['seller@demo.test', { role: 'seller', isSeller: true, isAdmin: false }],
    ['newseller@demo.test', { role: 'seller', isSeller: true, isAdmin: false }],
    ['buyer@demo.test', { role: 'buyer', isSeller: false, isAdmin: false }],
    // Signed in with Firebase but not registered yet: a buyer.
    ['fresh@test.example', { role: 'buyer', isSeller: false, isAdmin: false }],
  ])('answer %s about themselves', async (email, expected) => {
    expect(await rolesOf(email)).toEqual(expected);
  });

  it('answer a stored admin whose session says the e-mail is unverified: a buyer', async () => {
    expect(await rolesOf('admin@demo.test', 'admin@demo.test', false)).toEqual({
      role: 'buyer',
      isSeller: false,
      isAdmin: false,
    });
  });

  it('let an admin ask about anyone', async () => {
    expect(await rolesOf('seller@demo.test', 'admin@demo.test')).toEqual({
      role: 'seller',
      isSeller: true,
      isAdmin: false,
    });
  });

  it.each(['iswhat', 'isseller', 'isadmin'])(
    '/%s refuses others (403), no token (401) and an expired session (401)',
    async (path) => {
      const buyer = await signedInAs(testApp, 'buyer@demo.test');
      const other = await ask(path, 'admin@demo.test', buyer);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ message: SERVER_ERRORS.notYourAccount });

      const anonymous = await ask(path, 'buyer@demo.test', {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SERVER_ERRORS.signInRequired });

      const expired = await ask(
        path,
        'buyer@demo.test',
        await expiredSessionOf(testApp, 'buyer@demo.test'),
      );
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ message: SERVER_ERRORS.accessTokenExpired });
    },
  );

  it('follows the database at once: the same session sees a promotion', async () => {
    const headers = await signedInAs(testApp, 'climber@test.example');
    await testApp.db.insert(users).values({ email: 'climber@test.example', name: 'Climber' });
    expect((await ask('isseller', 'climber@test.example', headers)).json()).toEqual({
      isSeller: false,
    });
    await testApp.db
      .update(users)
      .set({ role: 'seller' })
      .where(eq(users.email, 'climber@test.example'));
    expect((await ask('isseller', 'climber@test.example', headers)).json()).toEqual({
      isSeller: true,
    });
  });
});
