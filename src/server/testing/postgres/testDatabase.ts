import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateAndSeed, pgliteImage, POSTGRES_TEMPLATE_DATABASE } from '../databaseImages';
import {
  createDatabase,
  TEST_DATABASE_VARIABLE,
  TEST_POSTGRES_URL_VARIABLE,
} from './postgresServer';

export function testPostgresUrl(): string | undefined {
  return process.env[TEST_POSTGRES_URL_VARIABLE] || undefined;
}

/** True in the server-postgres project, where buildTestApp and openTestDatabase use PostgreSQL. */
export function suiteRunsOnPostgres(): boolean {
  return process.env[TEST_DATABASE_VARIABLE] === 'postgres';
}

/** The database the current jest project tests: "PGlite" or "PostgreSQL", for test titles. */
export const testDatabaseName = (): string => (suiteRunsOnPostgres() ? 'PostgreSQL' : 'PGlite');

/**
 * A fresh database on the run's server, empty or (`seeded`) a copy of the migrated and seeded
 * template globalSetup made, so test files running side by side never see each other's rows.
 * The server and every database on it are removed at the end of the run.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<string> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set`);
  const name = `test_${randomBytes(6).toString('hex')}`;
  return createDatabase(serverUrl, name, seeded ? POSTGRES_TEMPLATE_DATABASE : undefined);
}

/** DATA_DIR is unused with a URL: PostgreSQL keeps nothing in the data folder. */
const openPostgres = (url: string) => openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });

/**
 * The database handle the current project tests, not yet migrated: an in-memory PGlite, or in
 * the server-postgres project a fresh PostgreSQL database (or `databaseUrl` when given).
 */
export async function openTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  const url = databaseUrl ?? (suiteRunsOnPostgres() ? await createTestDatabase() : undefined);
  return url ? openPostgres(url) : openDatabase({ memory: true });
}

/**
 * The same, migrated and seeded with the demo data: copied from globalSetup's PGlite image or
 * PostgreSQL template (see databaseImages.ts). `databaseUrl`, or a run without globalSetup,
 * migrates and seeds instead.
 */
export async function openSeededTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  if (databaseUrl === undefined) {
    if (suiteRunsOnPostgres()) return openPostgres(await createTestDatabase({ seeded: true }));
    const image = pgliteImage();
    if (image) return openDatabase({ memory: true, image });
  }
  const database = await openTestDatabase(databaseUrl);
  await migrateAndSeed(database);
  return database;
}
