import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_ERRORS } from '../../shared/messages';
import { bearer, signedInAs } from './authHeaders';
import type { TestApp } from './buildTestApp';
import { BUYER } from './listingFixtures';
import { orderPayload } from './orderFixtures';

/**
 * Calls that count against a rate limit, and the check that two server copies share one budget
 * (plugins/rateLimitStore.ts, decision 0039): what the rate-limit store's tests have in common.
 */
/** The limit every test copy is given, small so a test reaches it in a few calls. */
export const LIMIT = 5;
export const LIMITS = {
  JWT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  ORDER_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  MESSAGE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
};

export function expectTooManyRequests(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: SERVER_ERRORS.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** POST /jwt with a junk ID token: refused 401 after the limit has counted it. */
export const signIn = (copy: TestApp, remoteAddress: string) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/jwt',
    remoteAddress,
    headers: bearer('not-an-id-token'),
    payload: { email: 'reader@test.example' },
  });

/** POST /orders for a listing that does not exist: 404 after the limit has counted it. */
export const order = async (copy: TestApp) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await signedInAs(copy, BUYER),
    payload: orderPayload(randomUUID()),
  });

/** POST /conversations about a listing that does not exist (app.rateLimit, not a route's). */
export const message = async (copy: TestApp) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: await signedInAs(copy, BUYER),
    payload: { listing_id: randomUUID(), body: 'Is it still there?' },
  });

/** `ask` three times on copy A, then on copy B until the sixth call: that one is refused. */
export async function expectOneBudget(
  copyA: TestApp,
  copyB: TestApp,
  ask: (copy: TestApp) => Promise<LightMyRequestResponse>,
) {
  for (const copy of [copyA, copyA, copyA, copyB, copyB]) {
    expect((await ask(copy)).statusCode).not.toBe(429);
  }
  expectTooManyRequests(await ask(copyB));
  expectTooManyRequests(await ask(copyA));
}
