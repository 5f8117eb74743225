/**
 * @database either
 */
import { errorCodeOf } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { createAccessTokens } from '../auth/accessToken';
import { bearer, expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { assertSelf, callerOf } from './auth';

describe('the auth plugin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app } = testApp;
    // Routes of every kind, added before the app is ready, as a resource file would add them.
    await app.register(
      async (api) => {
        api.get('/open', { config: { access: 'public' } }, (request) => ({
          caller: request.caller,
        }));
        api.get('/mine', { config: { access: 'signedIn' } }, (request) => callerOf(request));
        api.get('/sellers-only', { config: { access: { roles: ['seller', 'admin'] } } }, () => ({
          ok: true,
        }));
        api.get<{ Params: { email: string } }>(
          '/about/:email',
          { config: { access: 'signedIn' } },
          async (request) => {
            await assertSelf(request, request.params.email, { adminsToo: true });
            return { ok: true };
          },
        );
      },
      { prefix: '/api/test' },
    );
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/test${url}`, headers });

  it('lets anyone call a public route, with or without a token, and names no caller', async () => {
    for (const headers of [{}, bearer('junk'), await signedInAs(testApp, 'buyer@demo.test')]) {
      const response = await get('/open', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ caller: null });
    }
  });

  it('names the caller of a signed-in route from the access token', async () => {
    const response = await get(
      '/mine',
      await signedInAs(testApp, 'Buyer@Demo.test', { uid: 'uid-1' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: 'uid-1',
      email: 'buyer@demo.test',
      emailVerified: true,
      tokenVersion: 0,
    });
  });

  it.each([
    ['no Authorization header', {}, SERVER_ERRORS.signInRequired],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }, SERVER_ERRORS.signInRequired],
    ['a malformed token', bearer('not-a-token'), SERVER_ERRORS.accessTokenInvalid],
  ])('answers 401 for %s', async (_case, headers, message) => {
    const response = await get('/mine', headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message,
      code: errorCodeOf(message),
    });
  });

  it('tells an expired token from a forged one', async () => {
    const expired = await get('/mine', await expiredSessionOf(testApp, 'buyer@demo.test'));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: SERVER_ERRORS.accessTokenExpired });

    const otherApp = createAccessTokens({ secret: 'f'.repeat(40), ttlSeconds: 600 });
    const forged = await otherApp.issue({
      uid: 'uid-1',
      email: 'buyer@demo.test',
      emailVerified: true,
      tokenVersion: 0,
    });
    const refused = await get('/mine', bearer(forged));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: SERVER_ERRORS.accessTokenInvalid });
  });

  it('checks roles against the database: 403 naming the roles, 200 for a holder', async () => {
    const buyer = await get('/sellers-only', await signedInAs(testApp, 'buyer@demo.test'));
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toMatchObject({
      message: SERVER_ERRORS.roleRequired(['seller', 'admin']),
    });

    const stranger = await get('/sellers-only', await signedInAs(testApp, 'nobody@test.example'));
    expect(stranger.statusCode).toBe(403);

    for (const email of ['seller@demo.test', 'admin@demo.test']) {
      expect((await get('/sellers-only', await signedInAs(testApp, email))).statusCode).toBe(200);
    }
    expect((await get('/sellers-only')).statusCode).toBe(401);
  });

  it('lets a caller act on their own e-mail only, and an admin on anyone', async () => {
    const buyer = await signedInAs(testApp, 'buyer@demo.test');
    expect((await get('/about/BUYER@demo.test', buyer)).statusCode).toBe(200);
    const other = await get('/about/seller@demo.test', buyer);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: SERVER_ERRORS.notYourAccount });

    const admin = await signedInAs(testApp, 'admin@demo.test');
    expect((await get('/about/seller@demo.test', admin)).statusCode).toBe(200);
  });

  it('gives a stored admin no admin rights while the session says the e-mail is unverified', async () => {
    const unverified = await signedInAs(testApp, 'admin@demo.test', { emailVerified: false });
    const role = await get('/sellers-only', unverified);
    expect(role.statusCode).toBe(403);
    expect(role.json()).toMatchObject({
      message: SERVER_ERRORS.roleRequired(['seller', 'admin']),
    });
    const other = await get('/about/seller@demo.test', unverified);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: SERVER_ERRORS.notYourAccount });
    // Its own e-mail stays its own.
    expect((await get('/about/admin@demo.test', unverified)).statusCode).toBe(200);
  });
});

describe('the access guard of API routes', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await buildTestApp();
  });
  afterEach(() => testApp.close());

  it('refuses to start with an API route that declares no access', async () => {
    const forgetful = testApp.app.register(
      async (api) => {
        api.get('/forgotten', () => ({ leaked: true }));
      },
      { prefix: '/api' },
    );
    await expect(forgetful).rejects.toThrow('GET /api/forgotten declares no config.access');
  });

  it('throws at once for such a route added straight on the app', () => {
    expect(() => testApp.app.post('/api/forgotten', () => ({}))).toThrow(
      /declares no config\.access/,
    );
  });
});

describe('a rotated access-token secret (ACCESS_TOKEN_PREVIOUS_SECRET)', () => {
  const oldSecret = 'the-secret-before-the-rotation-0123456789';
  const newSecret = 'the-secret-after-the-rotation-0123456789';
  const tokenOf = (secret: string) =>
    createAccessTokens({ secret, ttlSeconds: 600 }).issue({
      uid: 'uid-buyer',
      email: 'buyer@demo.test',
      emailVerified: true,
      tokenVersion: 0,
    });
  /** What a signed-in GET answers each token, on an app with this environment. */
  const statusesOn = async (env: Record<string, string>, tokens: string[]) => {
    const testApp = await buildTestApp({ env });
    try {
      const statuses: number[] = [];
      for (const token of tokens) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/orders?email=buyer%40demo.test',
          headers: bearer(token),
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await testApp.close();
    }
  };

  it('keeps sessions signed before the rotation while the previous secret is configured', async () => {
    const before = await tokenOf(oldSecret);
    const forged = await tokenOf('a-forged-secret-nobody-has-0123456789');
    const rotated = { ACCESS_TOKEN_SECRET: newSecret, ACCESS_TOKEN_PREVIOUS_SECRET: oldSecret };
    expect(await statusesOn(rotated, [before, forged, await tokenOf(newSecret)])).toEqual([
      200, 401, 200,
    ]);
    // Once the previous secret is removed (its tokens' lifetime over), they are refused.
    expect(await statusesOn({ ACCESS_TOKEN_SECRET: newSecret }, [before])).toEqual([401]);
  });
});
