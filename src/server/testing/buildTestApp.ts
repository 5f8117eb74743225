import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { withAccessTokenSecret } from '../auth/accessTokenSecret';
import { type AppConfig, loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openSeededTestDatabase } from './postgres/testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The handle behind `db`, for tests that break the database on purpose. */
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app and then the database; safe to call twice. */
  close(): Promise<void>;
}

/** A client folder that never exists, so API tests do not depend on whether a build is around. */
const NO_CLIENT_DIR = path.join(__dirname, '__no_client_build__');

/** Fixed, so no test writes a secret file; tests sign their own tokens with app.accessTokens. */
const TEST_ACCESS_TOKEN_SECRET = 'test-only-access-token-secret-0123456789';

export interface TestAppOptions {
  /** Environment variables, e.g. { CLIENT_DIR: tmp }; none of the test runner's own are read. */
  env?: Record<string, string>;
  /** Off unless a test wants to read the logs. */
  logger?: BuildAppOptions['logger'];
  /**
   * This PostgreSQL database (see testing/postgres) rather than the project's own choice. Without
   * it: an in-memory PGlite in the server project, a fresh database of the run's PostgreSQL
   * server in the server-postgres project. Migrated and seeded the same way; close() ends it.
   */
  databaseUrl?: string;
  /** With Stripe keys in `env`: the fake Stripe API the app calls (see testing/fakeStripe.ts). */
  stripeApi?: BuildAppOptions['stripeApi'];
  /** The photo store to use rather than the database's choice (images/photosPlugin.ts). */
  photoStore?: BuildAppOptions['photoStore'];
}

/**
 * The real app on a fresh database (see `databaseUrl`), migrated and seeded with the demo data
 * (a copy of the run's migrated and seeded image, see databaseImages.ts; no Auth emulator), with
 * its own temporary DATA_DIR (uploads land there) unless env names one. Not yet ready: a test may
 * still add a route before its first `inject`.
 */
export async function buildTestApp({
  env = {},
  logger = false,
  databaseUrl,
  stripeApi,
  photoStore,
}: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'usedbooks-'));
  const config = await withAccessTokenSecret(
    loadConfig({
      CLIENT_DIR: NO_CLIENT_DIR,
      ACCESS_TOKEN_SECRET: TEST_ACCESS_TOKEN_SECRET,
      // A fixture's write straight to the database shows in the very next answer (decision 0037).
      PUBLIC_ANSWERS_LEASE_MS: '0',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    }),
  );
  const database = await openSeededTestDatabase(databaseUrl);
  const app = await buildApp({ config, db: database.db, logger, stripeApi, photoStore });
  let closed = false;
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
