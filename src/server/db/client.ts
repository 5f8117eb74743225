import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Ends the pool, or closes PGlite so everything it holds is flushed to disk. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL server (DATABASE_URL), PGlite in DATA_DIR, or PGlite in memory. In memory, `image`
 * (a tarball from PGlite's dumpDataDir) starts it as that copy: the tests start each database
 * from one migrated and seeded image, which is several times cheaper than a fresh cluster.
 */
export type DatabaseTarget =
  Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> | { memory: true; image?: Blob | undefined };

const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * Whether `db` is a PostgreSQL server, which several copies of the server may share, rather
 * than PGlite, which one process holds. drizzle keeps the driver's client as $client.
 */
export const runsOnPostgresServer = (db: Database): boolean =>
  !((db as { $client?: unknown }).$client instanceof PGlite);

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if ('memory' in target) return openPglite('memory://', target.image);
  if (target.DATABASE_URL) return openPostgres(target.DATABASE_URL);
  const dataDir = path.resolve(target.DATA_DIR, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}

/**
 * Durability (`npm run durability`): each commit is written to the data folder's files before
 * the query returns, so a killed or crashed server loses no acknowledged write. PostgreSQL's
 * fsync calls are no-ops on PGlite's Node filesystem, though: an operating-system crash or power
 * cut can lose the commits of the last seconds. Where that matters, set DATABASE_URL.
 */
function openPglite(dataDir: string, image?: Blob): DatabaseHandle {
  // PGlite loads a contrib extension only when it is named here; search's migration creates them.
  const extensions = { fuzzystrmatch, pg_trgm, unaccent };
  const client = new PGlite(dataDir, image ? { extensions, loadDataDir: image } : { extensions });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Any constant works; it only has to be the same for every copy of the server. */
const MIGRATION_LOCK_KEY = 7_420_000;

/**
 * Copies of the server starting together would run the same migration twice and one would fail;
 * a session advisory lock on one dedicated connection makes them take turns.
 */
async function migrateOnePostgresCopyAtATime(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new Pool({ connectionString });
  // An idle connection the server drops must not crash the process; the pool reconnects.
  pool.on('error', (error) => process.emitWarning(error));
  const db = drizzleNodePg({ client: pool, schema });
  let ended = false;
  return {
    db,
    migrate: () => migrateOnePostgresCopyAtATime(pool),
    close: async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  };
}
