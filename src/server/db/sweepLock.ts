import { sql } from 'drizzle-orm';
import { type Database, runsOnPostgresServer } from './client';

/**
 * One advisory lock key per periodic sweep (jobs/periodicSweep.ts), beside the migration's
 * 7_420_000 (db/client.ts): the same on every copy of the server, different from each other so
 * that one copy's upload sweep never holds back another's order expiry.
 */
export const SWEEP_LOCKS = {
  orderExpiry: 7_420_001,
  uploadSweep: 7_420_002,
  liveEventPruning: 7_420_003,
  rateLimitCounters: 7_420_004,
  offerExpiry: 7_420_005,
} as const;

export type SweepLock = keyof typeof SWEEP_LOCKS;

/**
 * Runs `work` unless another copy of the server is running the same sweep right now: on
 * PostgreSQL a transaction takes `pg_try_advisory_xact_lock` and stays open while the work runs
 * (on its own connections), so the lock ends with the transaction however the work ends, even
 * when the process dies (the server ends the session). Answers 'busy' when another copy held it:
 * that copy is doing the same work. On PGlite, one process, the work simply runs (the sweep's
 * own timer never starts it twice, and PGlite's one connection could not wait on a transaction
 * held open beside it).
 */
export async function runAlone(
  db: Database,
  lock: SweepLock,
  work: () => Promise<void>,
): Promise<'ran' | 'busy'> {
  if (!runsOnPostgresServer(db)) {
    await work();
    return 'ran';
  }
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCKS[lock]}) as taken`,
    )) as unknown as { rows: { taken: boolean }[] };
    if (!rows[0]?.taken) return 'busy';
    await work();
    return 'ran';
  });
}
