import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Per table: its row count and a hash of all its rows, e.g. `{ users: '5 rows 7731…' }`.
 */
export type DatabaseFingerprint = Readonly<Record<string, string>>;

interface Rows<Row> {
  rows: Row[];
}

/** The fingerprint query of each database, built once from its tables. */
const queries = new WeakMap<Database, SQL>();

/**
 * Every table of the schema the app uses (read from the catalogue, so a table added by a later
 * migration is covered without touching this file). Drizzle's own migration journal lives in
 * another schema and is left out.
 */
async function fingerprintQuery(db: Database): Promise<SQL> {
  const known = queries.get(db);
  if (known) return known;
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  if (rows.length === 0) throw new Error('no tables to fingerprint: is the database migrated?');
  // Names come from the catalogue, not from a caller; quoting keeps odd ones intact anyway.
  const perTable = rows.map(({ tablename }) => {
    const name = tablename.replace(/"/g, '""');
    // The sum of each row's 64-bit hash: independent of row order, so nothing is sorted (the
    // suites take thousands of fingerprints; an md5 over the sorted rows cost twice as much).
    return `select '${tablename.replace(/'/g, "''")}' as name, count(*)::int as rows,
      coalesce(sum(hashtextextended(t::text, 0)), 0)::text as md5 from "${name}" t`;
  });
  const query = sql.raw(perTable.join('\nunion all\n'));
  queries.set(db, query);
  return query;
}

/**
 * The whole database's contents in one cheap query (a row's text form covers every column, so
 * any insert, update or delete changes its table's entry). Works on PGlite and PostgreSQL alike.
 * Two equal fingerprints mean nothing was written in between; a diff names the tables touched.
 */
export async function databaseFingerprint(db: Database): Promise<DatabaseFingerprint> {
  const { rows } = (await db.execute(await fingerprintQuery(db))) as unknown as Rows<{
    name: string;
    rows: number;
    md5: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows ${row.md5}`]));
}

/** The tables whose entries differ between two fingerprints: those written in between. */
export const changedTables = (before: DatabaseFingerprint, after: DatabaseFingerprint) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );

/**
 * The next transaction id to be assigned. Every insert, update or delete takes a transaction id,
 * so while this stays the same nothing was written: a one-row check to run before the full
 * fingerprint. It is cluster-wide, so on a shared PostgreSQL server other databases move it too;
 * a moved value only means "compare the fingerprints", never "something changed".
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const { rows } = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  )) as unknown as Rows<{ xmax: string }>;
  return rows[0]!.xmax;
}
