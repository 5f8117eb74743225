/**
 * @database either
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing } from '../testing/listingFixtures';

/**
 * X-Forwarded-For, -Proto and -Host are believed only from the proxy TRUST_PROXY names
 * (decision 0039): otherwise anyone could pick their own address, and escape the per-address
 * limit of /jwt, or name the host and scheme of the book page's absolute URLs.
 */
const LIMIT = 3;
const PROXY = '127.0.0.1';

const signIn = (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/jwt',
    remoteAddress,
    headers: {
      ...bearer('not-an-id-token'),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: { email: 'reader@test.example' },
  });

/** The og:url of a book page asked for through the "proxy" with forwarded scheme and host. */
async function bookPageUrl(testApp: TestApp, remoteAddress: string): Promise<string | undefined> {
  const id = await addListing(testApp.db);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/book/${id}`,
    remoteAddress,
    headers: {
      accept: 'text/html',
      host: 'internal:5000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'books.example',
    },
  });
  return /<meta property="og:url" content="([^"]*)">/.exec(response.body)?.[1];
}

describe.each([
  { name: 'without TRUST_PROXY', trustProxy: undefined },
  { name: `with TRUST_PROXY=${PROXY}`, trustProxy: PROXY },
])('forwarded headers $name', ({ trustProxy }) => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-proxy-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Used Book Resale</title>',
    );
    testApp = await buildTestApp({
      env: {
        CLIENT_DIR: clientDir,
        JWT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('a client sending a new X-Forwarded-For each time is still counted by its own address', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(testApp, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(testApp, '203.0.113.7', '198.51.100.99')).statusCode).toBe(429);
  });

  if (trustProxy) {
    it('clients behind the named proxy each have their own budget', async () => {
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await signIn(testApp, PROXY, '192.0.2.10')).statusCode).toBe(401);
      }
      expect((await signIn(testApp, PROXY, '192.0.2.10')).statusCode).toBe(429);
      // The next client through the same proxy is served: the proxy is not one budget.
      expect((await signIn(testApp, PROXY, '192.0.2.11')).statusCode).toBe(401);
      // A client cannot prepend an address of its own: the proxy appends the one it saw.
      expect((await signIn(testApp, PROXY, '192.0.2.99, 192.0.2.10')).statusCode).toBe(429);
    });

    it('the book page’s absolute URLs take the scheme and host the proxy forwards', async () => {
      expect(await bookPageUrl(testApp, PROXY)).toMatch(/^https:\/\/books\.example\/book\//);
      // From anyone else the same headers are ignored.
      expect(await bookPageUrl(testApp, '203.0.113.8')).toMatch(/^http:\/\/internal:5000\/book\//);
    });
  } else {
    it('every client of a proxy shares the proxy’s budget, whatever it forwards', async () => {
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await signIn(testApp, PROXY, `192.0.2.${i}`)).statusCode).toBe(401);
      }
      expect((await signIn(testApp, PROXY, '192.0.2.50')).statusCode).toBe(429);
    });

    it('the book page’s absolute URLs ignore forwarded scheme and host', async () => {
      expect(await bookPageUrl(testApp, PROXY)).toMatch(/^http:\/\/internal:5000\/book\//);
    });
  }
});
