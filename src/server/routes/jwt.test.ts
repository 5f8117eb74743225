/**
 * @database either
 */
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_ERRORS } from '../../shared/messages';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { JwtResponseSchema } from '../../shared/schemas/auth';
import { bearer } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  anonymousIdToken,
  craftIdToken,
  createEmulatorUser,
  disableEmulatorUser,
  type EmulatorUser,
  signInToEmulator,
} from '../testing/emulatorUsers';

type Ask = (idToken: string | undefined, email: string) => Promise<LightMyRequestResponse>;

describe('/jwt: a Firebase ID token for the server access token', () => {
  let testApp: TestApp;
  let reader: EmulatorUser;
  beforeAll(async () => {
    // Many calls below come from one address; the limit itself has its own test.
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: '1000' } });
    reader = await createEmulatorUser();
  });
  afterAll(() => testApp.close());

  const headersFor = (idToken: string | undefined) => (idToken ? bearer(idToken) : {});
  const post: Ask = (idToken, email) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: headersFor(idToken),
      payload: { email },
    });
  const get: Ask = (idToken, email) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/jwt?email=${encodeURIComponent(email)}`,
      headers: headersFor(idToken),
    });

  describe.each([
    ['POST', post],
    ['GET', get],
  ])('%s /api/jwt', (_method, ask) => {
    it('issues an access token for a real ID token of that e-mail, in any case', async () => {
      const response = await ask(reader.idToken, reader.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const { Access_token } = JwtResponseSchema.parse(response.json());
      expect(Object.keys(response.json() as object)).toEqual(['Access_token']);

      // The token opens a signed-in route, as the caller it names.
      const role = await testApp.app.inject({
        method: 'GET',
        url: `/api/iswhat/${encodeURIComponent(reader.email)}`,
        headers: bearer(Access_token),
      });
      expect(role.statusCode).toBe(200);
      expect(role.json()).toEqual({ role: 'buyer' });
    });

    it.each([
      ['no token', () => undefined],
      ['a malformed token', () => 'not-a-jwt'],
      ['an expired token', () => craftIdToken(reader, { expiresIn: -60 })],
      [
        'a token of another Firebase project',
        () => craftIdToken(reader, { projectId: 'demo-other' }),
      ],
      ['the access token instead of an ID token', () => 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
    ])('refuses %s with 401', async (_case, token) => {
      const response = await ask(token(), reader.email);
      expect(response.statusCode).toBe(401);
      expect(ErrorResponseSchema.parse(response.json()).message).toBe(SERVER_ERRORS.idTokenInvalid);
    });

    it('refuses a real token for another e-mail than the one asked for', async () => {
      const response = await ask(reader.idToken, 'someone-else@test.example');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: SERVER_ERRORS.emailMismatch,
        code: 'emailMismatch',
      });
    });

    it('refuses a real token without an e-mail (anonymous sign-in)', async () => {
      const response = await ask(await anonymousIdToken(), reader.email);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: SERVER_ERRORS.idTokenInvalid });
    });

    it('answers 400 naming the e-mail when it is missing or not an e-mail', async () => {
      const response = await ask(reader.idToken, 'not-an-email');
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toMatch(/^email: /);
    });
  });

  it('refuses the still-unexpired token of a user disabled since signing in', async () => {
    const disabled = await createEmulatorUser();
    const fresh = await signInToEmulator(disabled.email, disabled.password);
    expect((await post(fresh, disabled.email)).statusCode).toBe(200);

    await disableEmulatorUser(disabled.uid);
    for (const ask of [post, get]) {
      const response = await ask(fresh, disabled.email);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: SERVER_ERRORS.idTokenInvalid });
    }
  });
});

describe('/jwt rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with our message once one address asks too often, bad tokens included', async () => {
    const ask = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: bearer('not-a-jwt'),
        payload: { email: 'reader@test.example' },
      });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(401);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SERVER_ERRORS.tooManyRequests,
      code: 'tooManyRequests',
    });
  });
});

describe('/jwt: POST and GET share one budget', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(() => testApp.close());

  it('refuses the fifth check from one address whichever way each came', async () => {
    const junk = bearer('not-a-jwt');
    const byBody = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: junk,
        payload: { email: 'reader@test.example' },
      });
    const byQuery = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/jwt?email=reader%40test.example',
        headers: junk,
      });
    for (const ask of [byBody, byQuery, byBody, byQuery]) {
      expect((await ask()).statusCode).toBe(401);
    }
    expect((await byQuery()).statusCode).toBe(429);
    expect((await byBody()).statusCode).toBe(429);
  });
});
