import { lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateLimitCounters } from '../schema';

/** A key's hits in its current window, and the milliseconds until that window ends. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/**
 * Counts `hits` hits on `key` and answers the window's count so far, in one statement: a key seen
 * for the first time, or whose window has passed, starts a window of `windowMs` at `hits`;
 * otherwise its count goes up by `hits`. The row's lock makes concurrent counts from every copy
 * take turns, and `now()` is the database's clock, so copies with drifting clocks still agree.
 */
export async function countRateLimitHits(
  db: Database,
  key: string,
  windowMs: number,
  hits = 1,
): Promise<CountedHit> {
  const { rows } = (await db.execute(sql`
    insert into rate_limit_counters as c (key, hits, resets_at)
    values (${key}, ${hits}, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update
       set hits = case when c.resets_at <= now() then excluded.hits else c.hits + excluded.hits end,
           resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits as current,
              ceil(extract(epoch from (resets_at - now())) * 1000)::integer as ttl`)) as unknown as {
    rows: CountedHit[];
  };
  const [row] = rows;
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) };
}

/** Deletes the counters whose window has passed (a new hit would start afresh anyway). */
export async function deleteExpiredRateLimitCounters(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
