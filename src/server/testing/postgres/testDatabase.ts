import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../db/client';
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
 * A fresh, empty database on the run's server, so test files running side by side never see each
 * other's rows. The server and every database on it are removed at the end of the run.
 */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set`);
  const name = `test_${randomBytes(6).toString('hex')}`;
  return createDatabase(serverUrl, name);
}

/**
 * The database handle the current project tests, not yet migrated: an in-memory PGlite, or in
 * the server-postgres project a fresh PostgreSQL database (or `databaseUrl` when given).
 */
export async function openTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  const url = databaseUrl ?? (suiteRunsOnPostgres() ? await createTestDatabase() : undefined);
  // DATA_DIR is unused with a URL: PostgreSQL keeps nothing in the data folder.
  return openDatabase(url ? { DATABASE_URL: url, DATA_DIR: '.' } : { memory: true });
}
