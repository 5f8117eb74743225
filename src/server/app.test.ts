/**
 * @database either
 */
import { SERVER_ERRORS } from '../shared/messages';
import { ErrorResponseSchema } from '../shared/schemas/common';
import { loadConfig } from './config';
import { contentSecurityPolicy } from './plugins/security';
import { buildTestApp, type TestApp } from './testing/buildTestApp';

/**
 * The CSP's directives for some settings: what the header of an app with them says (the first
 * tests read the header itself), without starting an app and its database for each setting.
 */
const policyWith = (env: Record<string, string>) =>
  contentSecurityPolicy(loadConfig({ CLIENT_DIR: '/nonexistent', ...env }));

/** Where a Google account's profile photo is served (the avatar after Google sign-in). */
const GOOGLE_PHOTOS = 'https://lh3.googleusercontent.com';

describe('the product server app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers GET /api/health once the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/no-such-thing',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(ErrorResponseSchema.parse(response.json())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: SERVER_ERRORS.notFound,
        code: 'notFound',
      });
    }
  });

  it('sends the security headers: a strict CSP, nosniff, HSTS, no framing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Only our bundle and Google's popup sign-in script; nothing inline.
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain(':9099');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the Auth emulator in connect-src only when it is configured', () => {
    const { connectSrc, frameSrc } = policyWith({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(connectSrc).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://localhost:9099']),
    );
    expect(frameSrc).toContain('http://localhost:9099');
    expect(policyWith({}).connectSrc?.join(' ')).not.toContain(':9099');
  });

  it('lets the page load Stripe.js and its card frame only when Stripe keys are set', async () => {
    const health = { method: 'GET', url: '/api/health' } as const;
    const withoutStripe = String(
      (await testApp.app.inject(health)).headers['content-security-policy'],
    );
    expect(withoutStripe).not.toContain('stripe');
    const withStripe = policyWith({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(withStripe.scriptSrc).toContain('https://js.stripe.com');
    expect(withStripe.frameSrc).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(withStripe.connectSrc).toContain('https://api.stripe.com');
  });

  it("shows pictures from the site and Google's profile photos only: no tracking image elsewhere", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    // data: for the stylesheet's own icons, blob: for the photo a seller previews before upload.
    expect(csp).toContain(`img-src 'self' data: blob: ${GOOGLE_PHOTOS};`);
    expect(csp).not.toMatch(/img-src[^;]* https:[ ;]/);
    expect(csp).not.toContain('ibb');
  });

  it.each([
    [{ IMAGE_HOST_KEY: 'key' }, 'https://i.ibb.co'],
    [
      { IMAGE_HOST_KEY: 'key', IMAGE_HOST_PHOTOS_URL: 'https://photos.example.com:8443/u/' },
      'https://photos.example.com:8443',
    ],
  ])(
    'shows pictures from the image host that serves the photos when its key is set (%j)',
    (env, origin) => {
      expect(policyWith(env).imgSrc).toEqual(["'self'", 'data:', 'blob:', GOOGLE_PHOTOS, origin]);
      // Setting where photos are served without a key changes nothing: the product keeps them.
      const { IMAGE_HOST_KEY: _key, ...withoutKey } = env;
      expect(policyWith(withoutKey).imgSrc).toEqual(["'self'", 'data:', 'blob:', GOOGLE_PHOTOS]);
    },
  );

  it.each([
    [{ IMAGE_HOST_KEY: 'key' }, 'https://api.imgbb.com'],
    [
      { IMAGE_HOST_KEY: 'key', IMAGE_HOST_URL: 'https://img.example.com:8443/up' },
      'https://img.example.com:8443',
    ],
  ])('allows the image host in connect-src when its key is set (%j)', (env, origin) => {
    const { connectSrc } = policyWith(env);
    expect(connectSrc).toContain(origin);
    // The origin only: no path, so the CSP names the host, not one upload address.
    expect(connectSrc?.join(' ')).not.toMatch(/\/1\/upload|\/up\b/);
  });

  it('hides the details of an unexpected failure behind a generic 500, logging them', async () => {
    const logLines: string[] = [];
    const broken = await buildTestApp({
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/Categories' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: SERVER_ERRORS.internal,
        code: 'internal',
      });
      expect(response.body).not.toMatch(/stack|closed|pglite|at /i);
      const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({ reqId: expect.any(String), err: expect.anything() }),
      );
    } finally {
      await broken.close();
    }
  });
});

describe('app-wide behaviour routes opt into', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { CORS_ORIGINS: 'http://localhost:3000' } });
    testApp.app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({
      ok: true,
    }));
  });
  afterAll(() => testApp.close());

  it('answers 429 with our message once a rate-limited route is called too often', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    const limited = await testApp.app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SERVER_ERRORS.tooManyRequests,
      code: 'tooManyRequests',
    });
  });

  it('sends CORS headers to allow-listed origins only, and answers their preflight', async () => {
    const allowed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/Categories',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });
});
