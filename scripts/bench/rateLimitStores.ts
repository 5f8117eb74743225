/**
 * What one rate-limit hit costs in each shared store (decision 0039): `npx tsx
 * scripts/bench/rateLimitStores.ts [hits]`. Starts a throwaway PostgreSQL and Redis (as the
 * tests do), then counts `hits` hits one after another and 10 at a time, on one key (a burst
 * from one client: every hit waits for the row lock of the one before) and on a key per hit.
 * Prints hits per second and the median and p99 round trip of each, with the load average.
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { openDatabase } from '../../src/server/db/client';
import { countRateLimitHits } from '../../src/server/db/queries/rateLimitCounters';
import {
  createDatabase,
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { startRedis, stopRedis } from '../../src/server/testing/redisServer';

const HITS = Number(process.argv[2] ?? 4000);
const CONCURRENCY = 10;
const WINDOW_MS = 60_000;

type Hit = (key: string) => Promise<unknown>;

async function measure(name: string, hit: Hit) {
  for (const [shape, keyOf] of [
    ['one key', () => 'POST /api/jwt 203.0.113.7'],
    ['a key per hit', (i: number) => `POST /api/jwt 10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`],
  ] as const) {
    for (const concurrency of [1, CONCURRENCY]) {
      const run = `${shape}:${concurrency}:${Date.now()}`;
      const times: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < HITS) {
            const i = next++;
            const t = performance.now();
            await hit(`${run} ${keyOf(i)}`);
            times.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      console.log(
        `${name.padEnd(10)} ${shape.padEnd(13)} x${String(concurrency).padEnd(3)} ` +
          `${Math.round(HITS / seconds)} hits/s  median ${at(0.5).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`,
      );
    }
  }
}

async function main() {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries not found');
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const postgres = await startPostgres(binDir);
  const redis = await startRedis();
  const database = openDatabase({
    DATABASE_URL: await createDatabase(postgres.url, 'rate_limit_bench'),
    DATA_DIR: '.',
  });
  const client = new Redis(redis.url);
  try {
    await database.migrate();
    await measure('postgresql', (key) => countRateLimitHits(database.db, key, WINDOW_MS));
    // The limiter's own RedisStore (not exported by the package's index), as the app uses it.
    const RedisStore = createRequire(__filename)('@fastify/rate-limit/store/RedisStore') as new (
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
    ) => FastifyRateLimitStore;
    const store = new RedisStore(false, false, client);
    await measure(
      'redis',
      (key) =>
        new Promise((resolve, reject) =>
          store.incr(
            key,
            (error, result) => (error ? reject(error) : resolve(result)),
            WINDOW_MS,
            30,
          ),
        ),
    );
  } finally {
    client.disconnect();
    await database.close();
    await stopRedis(redis);
    stopPostgres(postgres);
  }
  console.log(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
