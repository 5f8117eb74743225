import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { withAccessTokenSecret } from '../auth/accessTokenSecret';
import { type AppConfig, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { promoteAdmins } from '../db/queries/users';
import { seedDemoData } from '../db/seed';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The handle behind `db`, for tests that break the database on purpose. */
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app and then the in-memory database; safe to call twice. */
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
   * A PostgreSQL database (see testing/postgres) instead of the in-memory PGlite, for tests of
   * the production path. Migrated and seeded the same way; close() ends the pool.
   */
  databaseUrl?: string;
}

/**
 * The real app on a fresh in-memory PGlite (or databaseUrl's PostgreSQL database), migrated and
 * seeded with the demo data (no Auth emulator), with its own temporary DATA_DIR (uploads land
 * there) unless env names one. Not yet ready: a test may still add a route before its first
 * `inject`.
 */
export async function buildTestApp({
  env = {},
  logger = false,
  databaseUrl,
}: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'usedbooks-'));
  const config = await withAccessTokenSecret(
    loadConfig({
      CLIENT_DIR: NO_CLIENT_DIR,
      ACCESS_TOKEN_SECRET: TEST_ACCESS_TOKEN_SECRET,
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    }),
  );
  const database = openDatabase(
    databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: config.DATA_DIR } : { memory: true },
  );
  await database.migrate();
  await seedDemoData(database.db);
  await promoteAdmins(database.db, config.ADMIN_EMAILS);
  const app = await buildApp({ config, db: database.db, logger });
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
