import { suiteRunsOnPostgres, testPostgresUrl } from '../postgres/testDatabase';

/**
 * How much of the plan (hostilePlan.ts) this run checks, and with which seed.
 *
 * `npm test` runs a fixed sample of every route's cases, on one database: the first tenth (at
 * least 20) of the cases `npm run test:deep` draws with the same seed, so the sample is part of
 * the deep run and the same on every run (fast-check prints a failure's seed, which reproduces
 * it). Every route and every check of the suite is in it; the many more spoiled inputs of each
 * are the deep run's. The deep run (TEST_DEPTH=deep) runs the whole plan on PostgreSQL and a
 * fifth of it on PGlite, where `npm start` runs, for what only PGlite could get wrong (its text
 * handling, its errors); without PostgreSQL, PGlite runs the whole plan. What the suite checks
 * (validation, the error shape, nothing written on a refusal, no privilege gained) is the app's
 * own rules, the same on both.
 */
interface Share {
  of: number;
  /** Enough cases that a route taking input still has some refused by validation (a 400). */
  atLeast: number;
}
const QUICK_SAMPLE: Share = { of: 1 / 10, atLeast: 20 };
const PGLITE_SAMPLE: Share = { of: 1 / 5, atLeast: 30 };

/** `npm run test:deep`, or its rest after `npm test` (TEST_DEPTH=rest). */
const deepRun = (): boolean => ['deep', 'rest'].includes(process.env.TEST_DEPTH ?? '');

/** PGlite beside a PostgreSQL server that runs the whole plan. */
const pgliteBesidePostgres = (): boolean =>
  !suiteRunsOnPostgres() && testPostgresUrl() !== undefined;

const sampleOf = (runs: number, { of, atLeast }: Share): number =>
  Math.min(runs, Math.max(atLeast, Math.ceil(runs * of)));

/** The cases this run checks of a route planned for `runs`. */
export const casesHere = (runs: number): number => {
  if (!deepRun()) return sampleOf(runs, QUICK_SAMPLE);
  return pgliteBesidePostgres() ? sampleOf(runs, PGLITE_SAMPLE) : runs;
};

/**
 * A route's cases are drawn from a seed fixed per route (its key's FNV-1a hash), so every run draws the
 * same ones; HOSTILE_SEED mixes in another number to explore further.
 */
export function seedOf(route: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i += 1) {
    hash ^= route.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ Number(process.env.HOSTILE_SEED ?? 0)) | 0;
}
