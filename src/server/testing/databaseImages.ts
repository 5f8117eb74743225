import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createDatabase } from './postgres/postgresServer';

/**
 * Migrating and seeding a database is the same work for every test app, and on PGlite the new
 * cluster it needs first costs more than the tests of a small file. So jest's globalSetup does it
 * once per run: a PGlite image (its data folder as a tarball, in a temporary file) and a template
 * database on the run's PostgreSQL server; each test database starts as a copy of one of them.
 */

/** Set by globalSetup: the file holding the migrated and seeded PGlite image. */
export const TEST_PGLITE_IMAGE_VARIABLE = 'TEST_PGLITE_IMAGE';

/** The database of the run's PostgreSQL server that test databases are created from. */
export const POSTGRES_TEMPLATE_DATABASE = 'migrated_seeded';

/** What every test app's database holds at first: the committed migrations and the demo data. */
export async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db);
}

export interface PgliteImage {
  file: string;
  remove(): void;
}

/** Migrates and seeds an in-memory PGlite and writes its data folder to a temporary file. */
export async function writePgliteImage(): Promise<PgliteImage> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-image-'));
  const file = path.join(folder, 'migrated-seeded.tar');
  const database = openDatabase({ memory: true });
  try {
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: a copy starts faster from a plain tar, and the file lives only for the run.
    const image = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The image globalSetup wrote, or undefined outside a jest run (then tests migrate and seed). */
export function pgliteImage(): Blob | undefined {
  const file = process.env[TEST_PGLITE_IMAGE_VARIABLE];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Creates POSTGRES_TEMPLATE_DATABASE, migrated and seeded, on the server at `serverUrl`. */
export async function createPostgresTemplate(serverUrl: string): Promise<void> {
  const url = await createDatabase(serverUrl, POSTGRES_TEMPLATE_DATABASE);
  // DATA_DIR is unused with a URL: PostgreSQL keeps nothing in the data folder.
  const database = openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });
  try {
    await migrateAndSeed(database);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
}
