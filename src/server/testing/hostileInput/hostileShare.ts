import { suiteRunsOnPostgres, testPostgresUrl } from '../postgres/testDatabase';

/**
 * How much of each route's plan PGlite runs when the run has a PostgreSQL server. There the
 * server-postgres project runs the whole plan (decision 0025): what the suite checks is the app's
 * own rules (validation, the error shape, nothing written on a refusal, no privilege gained), the
 * same on either database, in under half of PGlite's time in a jest worker (the database's share
 * of the work runs in PostgreSQL's own process; the CPU is about the same). PGlite, where
 * `npm start` runs, still gets every route's hostile cases, drawn the same way, for what only it
 * could get wrong (its text handling, its errors); without PostgreSQL it runs the whole plan.
 */
const PGLITE_SHARE_WITH_POSTGRES = 1 / 5;
/** Enough cases that a route taking input still has some refused by validation (a 400). */
const PGLITE_FLOOR = 30;

/**
 * Whether this project runs a share of the plan: PGlite, beside a PostgreSQL that runs it all.
 * globalSetup starts PostgreSQL whichever server project is selected, so `--selectProjects server`
 * alone runs the share too; the whole plan is server-postgres's.
 */
const runsShare = (): boolean => !suiteRunsOnPostgres() && testPostgresUrl() !== undefined;

/** The cases this project runs of a route planned for `runs`: all of them, or PGlite's share. */
export const casesHere = (runs: number): number =>
  runsShare() ? Math.max(PGLITE_FLOOR, Math.ceil(runs * PGLITE_SHARE_WITH_POSTGRES)) : runs;
