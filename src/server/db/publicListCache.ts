import { PGlite } from '@electric-sql/pglite';
import type { FastifyReply } from 'fastify';
import type { Database } from './client';

/** Raised by the triggers of migration 0004 when a write may change a public list. */
export const PUBLIC_LISTS_CHANNEL = 'public_lists_changed';

/**
 * Longest an answer is kept without a notification. Every write through SQL notifies, so this
 * only bounds what a write that skips triggers (session_replication_role = replica) leaves stale.
 */
const PUBLIC_LIST_TTL_MS = 10_000;

interface CachedAnswer<T> {
  get(): Promise<T>;
  /**
   * The answer for a route to return, serialized once per cached answer by the route's own
   * response schema (reply.serialize) rather than validated and stringified on every request.
   */
  reply(reply: FastifyReply): Promise<T>;
  /** Stops listening; call it before the database closes. */
  close(): Promise<void>;
}

export interface CacheOptions {
  ttlMs?: number;
  now?: () => number;
}

/**
 * The answer of a public list (GET /Categories, GET /adv) kept in memory until the database says
 * a write changed it: every home page asks for both, and the embedded PGlite runs each query on
 * the server's own thread at about a millisecond apiece, however small the query.
 *
 * Why it is correct: the triggers notify on commit of any write that may change the lists, from
 * a route, a job or a psql session, and PGlite delivers the notification before the committing
 * call returns, so no read that starts after a write completes can get the older answer: the
 * notification drops the entry even while its load is still under way.
 *
 * Only on PGlite. PGlite is one process by construction (its files cannot be shared), so no other
 * server copy can write behind this one's back. On PostgreSQL the server may run as many copies,
 * and a notification reaches this copy only some time after another copy's write returns; there
 * every read goes to the database, which answers these lists from an index or three rows, and
 * copies stay exactly in step without any staleness bound to state.
 */
export async function cacheUntilListsChange<T>(
  db: Database,
  load: () => Promise<T>,
  { ttlMs = PUBLIC_LIST_TTL_MS, now = Date.now }: CacheOptions = {},
): Promise<CachedAnswer<T>> {
  // drizzle keeps the driver's client as $client; the driver-neutral Database type leaves it out.
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) {
    return { get: load, reply: () => load(), close: async () => undefined };
  }

  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  const forget = () => {
    entry = undefined;
  };
  const unlisten = await client.listen(PUBLIC_LISTS_CHANNEL, forget);

  const serialized = new WeakMap<Promise<T>, string>();
  const get = () => {
    if (entry && entry.expiresAt > now()) return entry.value;
    // Requests arriving while it loads share the one query instead of queueing their own.
    const current = { value: load(), expiresAt: now() + ttlMs };
    entry = current;
    // A failed read is not kept: the next request asks the database again.
    current.value.catch(() => {
      if (entry === current) forget();
    });
    return current.value;
  };
  return {
    get,
    async reply(reply) {
      const answer = get();
      const value = await answer;
      const json = serialized.get(answer) ?? jsonOf(reply, value);
      serialized.set(answer, json);
      reply.type('application/json; charset=utf-8').serializer(() => json);
      return value;
    },
    async close() {
      forget();
      if (!client.closed) await unlisten();
    },
  };
}

/** The route's response serializer (fastify-type-provider-zod) answers JSON text. */
function jsonOf(reply: FastifyReply, value: unknown): string {
  const body = reply.serialize(value);
  if (typeof body !== 'string') throw new Error('the response serializer did not answer text');
  return body;
}
