import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { TEST_POSTGRES_URL_VARIABLE } from './postgresServer';

export function testPostgresUrl(): string | undefined {
  return process.env[TEST_POSTGRES_URL_VARIABLE] || undefined;
}

/** `describe` when this run has a PostgreSQL server, else `describe.skip` (globalSetup said why). */
export const describeWithPostgres: jest.Describe = testPostgresUrl() ? describe : describe.skip;

/**
 * A fresh, empty database on the run's server, so test files running side by side never see each
 * other's rows. The server and every database on it are removed at the end of the run.
 */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set`);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
