/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_ERRORS } from '../../shared/messages';
import { bearer, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addUser, BUYER } from '../testing/listingFixtures';
import { orderPayload } from '../testing/orderFixtures';
import { card, ORDER_PRICE, OTHER_BUYER } from '../testing/paymentFixtures';

const LIMIT = 3;

/** Bodies that pass validation and then find nothing (404): cheap calls that still count. */
const bursts: { name: string; url: string; payload: () => object | undefined }[] = [
  { name: 'POST /orders', url: '/api/orders', payload: () => orderPayload(randomUUID()) },
  {
    name: 'POST /create-payment-intent',
    url: '/api/create-payment-intent',
    payload: () => ({ bookPrice: ORDER_PRICE, orderId: randomUUID() }),
  },
  {
    name: 'POST /test-payments/confirm',
    url: '/api/test-payments/confirm',
    payload: () => ({ clientSecret: 'pi_local_unknown_secret_unknown', ...card() }),
  },
  {
    name: 'POST /payments',
    url: '/api/payments',
    payload: () => ({
      orderId: randomUUID(),
      transactionId: 'pi_local_unknown',
      bookPrice: ORDER_PRICE,
      email: BUYER,
    }),
  },
  // Not multipart: refused as missing its image (400), after the limit has counted it.
  { name: 'POST /upload', url: '/api/upload', payload: () => undefined },
];

function expectTooManyRequests(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: SERVER_ERRORS.tooManyRequests,
    code: 'tooManyRequests',
  });
  // Tells a well-behaved client when to try again.
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits on orders, payments and uploads (per signed-in person)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const limit = String(LIMIT);
    testApp = await buildTestApp({
      env: {
        ORDER_RATE_LIMIT_PER_MINUTE: limit,
        PAYMENT_RATE_LIMIT_PER_MINUTE: limit,
        UPLOAD_RATE_LIMIT_PER_MINUTE: limit,
      },
    });
    await addUser(testApp.db, OTHER_BUYER, 'Other Buyer', 'buyer');
  });
  afterAll(() => testApp.close());

  const send = async (url: string, payload: object | undefined, caller: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: await signedInAs(testApp, caller),
      ...(payload ? { payload } : {}),
    });

  it.each(bursts)('$name: answers 429 with our message after the limit', async (burst) => {
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await send(burst.url, burst.payload(), BUYER);
      expect([400, 404]).toContain(answer.statusCode);
    }
    expectTooManyRequests(await send(burst.url, burst.payload(), BUYER));
    // Keyed by the person, not the address: someone else on the same address is still served.
    const other = await send(burst.url, burst.payload(), OTHER_BUYER);
    expect(other.statusCode).not.toBe(429);
  });

  // The limiter runs after the auth hook: a forged token is refused as such, never counted.
  it('answers a burst of bad tokens 401, each time, rather than 429', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer('not-a-token'),
        payload: orderPayload(randomUUID(), { email: 'stranger@test.example' }),
      });
      expect(answer.statusCode).toBe(401);
    }
  });
});

describe('rate limit on /jwt (per address, as its callers are not signed in yet)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JWT_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with our message once one address asks too often', async () => {
    const ask = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/jwt',
        remoteAddress,
        headers: bearer('not-an-id-token'),
        payload: { email: 'reader@test.example' },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await ask('203.0.113.7')).statusCode).toBe(401);
    expectTooManyRequests(await ask('203.0.113.7'));
    expect((await ask('198.51.100.9')).statusCode).toBe(401);
  });
});

describe('rate limit on GET /search (per address, as searchers need not sign in)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with our message once one address searches too often', async () => {
    const search = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/search?q=sapiens', remoteAddress });
    for (let i = 0; i < LIMIT; i += 1) expect((await search('203.0.113.7')).statusCode).toBe(200);
    expectTooManyRequests(await search('203.0.113.7'));
    expect((await search('198.51.100.9')).statusCode).toBe(200);
  });
});
