/**
 * @database either
 */
import type { LightMyRequestResponse } from 'fastify';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { BUYER } from '../testing/listingFixtures';

const ALLOWED = ['http://localhost:3000', 'https://shop.example'];

/** Origins a browser may send that are not on the list, `null` (sandboxed frames, files) too. */
const FOREIGN = [
  'https://evil.example',
  'http://localhost:3001',
  'https://shop.example.evil.test',
  'http://shop.example',
  'null',
];

const corsHeadersOf = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { CORS_ORIGINS: ALLOWED.join(',') } });
  });
  afterAll(() => testApp.close());

  const getOrders = async (origin: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/orders?email=${BUYER}`,
      headers: { origin, ...(await signedInAs(testApp, BUYER)) },
    });
  const preflight = (origin: string, method = 'POST') =>
    testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it.each(ALLOWED)('grants %s its reads and answers its preflight', async (origin) => {
    const read = await getOrders(origin);
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(origin);
    expect(read.headers.vary).toMatch(/origin/i);

    const answer = await preflight(origin);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    // Bearer tokens, not cookies: no origin is ever granted credentials.
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(FOREIGN)('grants %s nothing, neither on a read nor on a preflight', async (origin) => {
    const read = await getOrders(origin);
    expect(corsHeadersOf(read)).toEqual([]);
    // The answer varies by origin, so no cache hands an allowed origin's grant to this one.
    expect(read.headers.vary).toMatch(/origin/i);

    const answer = await preflight(origin, 'DELETE');
    expect(answer.statusCode).not.toBe(204);
    expect(corsHeadersOf(answer)).toEqual([]);
  });

  it('grants no origin at all when CORS_ORIGINS is unset (the client is same-origin)', async () => {
    const sameOriginOnly = await buildTestApp();
    try {
      for (const origin of [...ALLOWED, 'null']) {
        const read = await sameOriginOnly.app.inject({
          method: 'GET',
          url: '/api/Categories',
          headers: { origin },
        });
        expect(read.statusCode).toBe(200);
        expect(corsHeadersOf(read)).toEqual([]);
        const answer = await sameOriginOnly.app.inject({
          method: 'OPTIONS',
          url: '/api/Categories',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(corsHeadersOf(answer)).toEqual([]);
      }
    } finally {
      await sameOriginOnly.close();
    }
  });
});
