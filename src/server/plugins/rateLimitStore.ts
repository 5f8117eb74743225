import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  countRateLimitHits,
  deleteExpiredRateLimitCounters,
} from '../db/queries/rateLimitCounters';
import { addPeriodicSweep } from '../jobs/periodicSweep';
import { RateLimitClaims } from './rateLimitClaims';

export type RateLimitStoreName = 'redis' | 'postgresql' | 'memory';

/** Where the counters live, as the rate limiter's options say it. */
type StoreOptions = Pick<RateLimitPluginOptions, 'store' | 'redis' | 'skipOnError'>;

/** An outage fails every hit: one line a minute says so without flooding the log. */
const FAILURE_LOG_EVERY_MS = 60_000;

/** Expired counters cost only space (a new hit restarts them), so a slow sweep is enough. */
const COUNTER_SWEEP_SECONDS = 600;

/** Short: while Redis is away each rate-limited request waits this long before it is served. */
const REDIS_TIMEOUT_MS = 500;

/** Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is, else this copy's memory. */
export function rateLimitStoreName(config: {
  REDIS_URL?: string | undefined;
  DATABASE_URL?: string | undefined;
}): RateLimitStoreName {
  if (config.REDIS_URL) return 'redis';
  return config.DATABASE_URL ? 'postgresql' : 'memory';
}

function storeFailureLog(log: FastifyBaseLogger, store: RateLimitStoreName) {
  let loggedAt = -Infinity;
  return (error: unknown) => {
    if (Date.now() - loggedAt < FAILURE_LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.error(
      { err: error, store },
      'rate-limit store unreachable: rate-limited routes are served without counting',
    );
  };
}

/** The route a child store counts for; `app.rateLimit(...)` limiters (no route) share one name. */
function routeNameOf(childOptions: unknown): string {
  const route = (childOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return route?.method ? `${String(route.method)} ${String(route.url)}` : 'unrouted';
}

/** The rate limiter's store interface on rate_limit_counters, through this copy's claims. */
function postgresStore(claims: RateLimitClaims, onFailure: (error: unknown) => void) {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The limiter passes its options first; only child() names the route. */
    constructor(
      _options?: unknown,
      private readonly route = 'app',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      claims.count(`${this.route} ${key}`, timeWindow, max).then(
        (hit) => callback(null, hit),
        (error: Error) => {
          onFailure(error);
          callback(error);
        },
      );
    }

    child(childOptions: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, routeNameOf(childOptions));
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The counters' store for this configuration (decision 0039). Every copy behind one balancer
 * must share it for the limits to hold for the whole site: Redis (the limiter's own RedisStore)
 * or PostgreSQL; PGlite is one copy, so its memory is enough. When the store cannot be reached
 * the request is served uncounted (`skipOnError`) and the outage is logged: the limits guard
 * against abuse, and a Redis outage must not stop every sign-in, order and payment with it.
 */
export function rateLimitStoreOf(app: FastifyInstance): StoreOptions {
  const { config } = app;
  const name = rateLimitStoreName(config);
  const onFailure = storeFailureLog(app.log, name);
  app.log.info({ store: name }, 'rate limits counted in this store');
  if (name === 'memory') return { skipOnError: true };
  if (name === 'postgresql') {
    const claims = new RateLimitClaims((key, windowMs, hits) =>
      countRateLimitHits(app.db, key, windowMs, hits),
    );
    // Each copy forgets its own ended claims; one copy at a time deletes the shared rows.
    addPeriodicSweep(app, {
      everySeconds: COUNTER_SWEEP_SECONDS,
      atStart: false,
      failure: 'could not forget ended rate-limit claims',
      run: async () => claims.forgetEnded(),
    });
    addPeriodicSweep(app, {
      lock: 'rateLimitCounters',
      everySeconds: COUNTER_SWEEP_SECONDS,
      atStart: false,
      failure: 'could not delete expired rate-limit counters',
      run: async () => {
        await deleteExpiredRateLimitCounters(app.db);
      },
    });
    return { store: postgresStore(claims, onFailure), skipOnError: true };
  }
  const redis = new Redis(config.REDIS_URL!, {
    connectionName: 'usedbooks-rate-limits',
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    // A Redis that stops answering has its connection dropped (its hits fail, then reconnect).
    // Not commandTimeout: ioredis arms that timer even for a hit it refuses at once.
    socketTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // disconnect() (closing while Redis is away) arms a timer of this length on the dead socket,
    // which would keep the process (a test worker) alive for ioredis's default two seconds.
    disconnectTimeout: 100,
    // While disconnected a hit fails at once (and is served uncounted) rather than wait in a
    // queue; ioredis keeps reconnecting in the background.
    enableOfflineQueue: false,
  });
  // ioredis reports each failed (re)connection here; unhandled, the event would end the process.
  redis.on('error', onFailure);
  // Connected before the first request; a Redis that is down does not stop the start.
  app.addHook('onReady', async () => {
    await redis.connect().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return { redis, skipOnError: true };
}
