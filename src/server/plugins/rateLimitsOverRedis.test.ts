/**
 * @database either
 * @needs redis-server
 */
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { expectOneBudget, LIMITS, message, order, signIn } from '../testing/rateLimitFixtures';
import { type RunningRedis, startRedis, stopRedis } from '../testing/redisServer';

describe('rate limits across server copies sharing one Redis', () => {
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
