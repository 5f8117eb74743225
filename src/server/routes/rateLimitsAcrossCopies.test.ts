import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  countRateLimitHits,
  deleteExpiredRateLimitCounters,
} from '../db/queries/rateLimitCounters';
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

  it('a limit of 100 or more is claimed 2 % at a time, so a copy refuses at most 2 % early', async () => {
    const databaseUrl = await createTestDatabase({ seeded: true });
    const env = { SEARCH_RATE_LIMIT_PER_MINUTE: '100', DATABASE_URL: databaseUrl };
    const searchA = await buildTestApp({ databaseUrl, env });
    const searchB = await buildTestApp({ databaseUrl, env });
    try {
      const search = (copy: TestApp) =>
        copy.app.inject({
          method: 'GET',
          url: '/api/search?q=sapiens',
          remoteAddress: '192.0.2.5',
        });
      const served = async (copy: TestApp, calls: number) => {
        let count = 0;
        for (let i = 0; i < calls; i += 1) if ((await search(copy)).statusCode === 200) count += 1;
        return count;
      };
      // B takes one call of its block of two; A then gets the rest of the hundred but that one.
      expect(await served(searchB, 1)).toBe(1);
      expect(await served(searchA, 110)).toBe(98);
      expect(await served(searchB, 5)).toBe(1);
    } finally {
      await searchA.close();
      await searchB.close();
    }
  });
});

describe('the rate-limit counter statement', () => {
  const key = 'GET /api/test 192.0.2.44';
  it('starts a new window once the last has passed, and the sweep deletes only passed ones', async () => {
    const testApp = await buildTestApp();
    try {
      const { db } = testApp;
      expect(await countRateLimitHits(db, key, 60_000)).toMatchObject({ current: 1 });
      const second = await countRateLimitHits(db, key, 60_000, 3);
      expect(second.current).toBe(4);
      expect(second.ttl).toBeGreaterThan(0);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      await countRateLimitHits(db, 'GET /api/test still counting', 60_000);
      // As if the minute had passed (the database's clock decides, for every copy alike).
      await db.execute(sql`
        update rate_limit_counters set resets_at = now() - interval '1 second' where key = ${key}`);
      expect(await deleteExpiredRateLimitCounters(db)).toBe(1);
      await db.execute(sql`
        update rate_limit_counters set resets_at = now() - interval '1 second' where key = ${key}`);
      expect(await countRateLimitHits(db, key, 60_000)).toMatchObject({ current: 1 });
      await db.execute(sql`
        update rate_limit_counters set resets_at = now() - interval '1 second' where key = ${key}`);
      expect(await countRateLimitHits(db, key, 60_000, 2)).toMatchObject({ current: 2 });
      expect(await countRateLimitHits(db, 'GET /api/test still counting', 60_000)).toMatchObject({
        current: 2,
      });
    } finally {
      await testApp.close();
    }
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
