import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { SERVER_ERRORS } from '../../shared/messages';
import { deleteExpiredRateLimitCounters } from '../db/queries/rateLimitCounters';
import { bearer, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { BUYER } from '../testing/listingFixtures';
import { orderPayload } from '../testing/orderFixtures';
import { freeLoopbackPort } from '../testing/postgres/postgresServer';
import { createTestDatabase, suiteRunsOnPostgres } from '../testing/postgres/testDatabase';
import {
  describeWithRedis,
  type RunningRedis,
  startRedis,
  stopRedis,
} from '../testing/redisServer';

/**
 * Two copies of the server, as behind a load balancer, count every rate limit in one shared
 * store (plugins/rateLimitStore.ts, decision 0039): a client spreading its calls over the copies
 * gets the limit, not twice it.
 */
const describeOnPostgres = suiteRunsOnPostgres() ? describe : describe.skip;

const LIMIT = 5;
const LIMITS = {
  JWT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  ORDER_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  MESSAGE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
};

function expectTooManyRequests(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: SERVER_ERRORS.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** POST /jwt with a junk ID token: refused 401 after the limit has counted it. */
const signIn = (copy: TestApp, remoteAddress: string) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/jwt',
    remoteAddress,
    headers: bearer('not-an-id-token'),
    payload: { email: 'reader@test.example' },
  });

/** POST /orders for a listing that does not exist: 404 after the limit has counted it. */
const order = async (copy: TestApp) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await signedInAs(copy, BUYER),
    payload: orderPayload(randomUUID()),
  });

/** POST /conversations about a listing that does not exist (app.rateLimit, not a route's). */
const message = async (copy: TestApp) =>
  copy.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: await signedInAs(copy, BUYER),
    payload: { listing_id: randomUUID(), body: 'Is it still there?' },
  });

/** `ask` three times on copy A, then on copy B until the sixth call: that one is refused. */
async function expectOneBudget(
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

describeOnPostgres('rate limits across server copies on one PostgreSQL database', () => {
  let copyA: TestApp;
  let copyB: TestApp;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase({ seeded: true });
    const env = { ...LIMITS, DATABASE_URL: databaseUrl };
    copyA = await buildTestApp({ databaseUrl, env });
    copyB = await buildTestApp({ databaseUrl, env });
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
  });

  it('/jwt: one address has one budget over both copies; another address has its own', async () => {
    await expectOneBudget(copyA, copyB, (copy) => signIn(copy, '203.0.113.7'));
    expect((await signIn(copyA, '198.51.100.9')).statusCode).toBe(401);
    expect((await signIn(copyB, '198.51.100.9')).statusCode).toBe(401);
  });

  it('orders: one person has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, order);
  });

  it('messages: one person has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, message);
  });

  it('a concurrent burst over both copies: exactly the limit is served, the rest refused', async () => {
    const burst = Array.from({ length: 4 * LIMIT }, (_, i) =>
      signIn(i % 2 ? copyA : copyB, '192.0.2.77'),
    );
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * LIMIT);
  });

  it('a window that has passed starts afresh, and the sweep deletes only passed windows', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < LIMIT; i += 1) await signIn(copyA, address);
    expectTooManyRequests(await signIn(copyB, address));
    // As if the minute had passed (the database's clock decides, for every copy alike).
    await copyA.db.execute(sql`
      update rate_limit_counters set resets_at = now() - interval '1 second'
       where key like ${`% ${address}`}`);
    const count = async () =>
      (
        (await copyA.db.execute(sql`
          select count(*)::int as n from rate_limit_counters where key like ${`% ${address}`}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    expect(await deleteExpiredRateLimitCounters(copyA.db)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
    // Counting starts again at one: the limit's worth of calls is served.
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(copyB, address)).statusCode).toBe(401);
    expectTooManyRequests(await signIn(copyA, address));
  });
});

describeWithRedis()('rate limits across server copies sharing one Redis', () => {
  let redis: RunningRedis;
  let copyA: TestApp;
  let copyB: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    // Each copy its own database: the counters can only be shared through Redis.
    copyA = await buildTestApp({ env: { ...LIMITS, REDIS_URL: redis.url } });
    copyB = await buildTestApp({ env: { ...LIMITS, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
    if (redis) await stopRedis(redis);
  });

  it('/jwt: one address has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, (copy) => signIn(copy, '203.0.113.7'));
    expect((await signIn(copyB, '198.51.100.9')).statusCode).toBe(401);
  });

  it('orders and messages: one person has one budget over both copies', async () => {
    await expectOneBudget(copyA, copyB, order);
    await expectOneBudget(copyA, copyB, message);
  });

  it('keeps the counters in Redis, each expiring with its window', async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*203.0.113.7');
      expect(keys).toHaveLength(1);
      expect(await client.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
});

describe('when the shared store cannot be reached', () => {
  it('serves rate-limited calls uncounted and logs the outage, and closes cleanly', async () => {
    const logged: { msg: string; store?: string }[] = [];
    const nobody = await freeLoopbackPort();
    const copy = await buildTestApp({
      env: { ...LIMITS, REDIS_URL: `redis://127.0.0.1:${nobody}` },
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    try {
      for (let i = 0; i < LIMIT + 2; i += 1) {
        expect((await signIn(copy, '203.0.113.7')).statusCode).toBe(401);
      }
      expect(logged).toContainEqual(
        expect.objectContaining({
          store: 'redis',
          msg: 'rate-limit store unreachable: rate-limited routes are served without counting',
        }),
      );
    } finally {
      await copy.close();
    }
  });
});
