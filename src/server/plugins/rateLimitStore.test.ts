/**
 * @database either
 */
import { sql } from 'drizzle-orm';
import {
  countRateLimitHits,
  deleteExpiredRateLimitCounters,
} from '../db/queries/rateLimitCounters';
import { buildTestApp } from '../testing/buildTestApp';
import { freeLoopbackPort } from '../testing/postgres/postgresServer';
import { LIMIT, LIMITS, signIn } from '../testing/rateLimitFixtures';

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
