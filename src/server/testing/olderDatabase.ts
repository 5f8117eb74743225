import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/client';
import { suiteRunsOnPostgres } from './postgres/testDatabase';

const MIGRATIONS = path.join(__dirname, '..', 'db', 'migrations');

interface JournalEntry {
  idx: number;
  tag: string;
}

const journalOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };

/**
 * The index of the migration whose tag ends with `name` (`0013_shared_photos` for
 * 'shared_photos'), found by name so that an upgrade test survives its renumbering at a merge.
 */
export function migrationIndexOf(name: string): number {
  const entry = journalOf(MIGRATIONS).entries.find((candidate) =>
    candidate.tag.endsWith(`_${name}`),
  );
  if (!entry) throw new Error(`no migration named ${name}`);
  return entry.idx;
}

/** A copy of the migrations folder whose journal stops at `lastIndex`: the database of then. */
export function migrationsUpTo(lastIndex: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journal = journalOf(folder);
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Migrates `db` (not yet migrated) as far as the database was at migration `lastIndex`. */
export async function migrateUpTo(db: Database, lastIndex: number): Promise<void> {
  const before = migrationsUpTo(lastIndex);
  try {
    await (suiteRunsOnPostgres()
      ? migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: before.folder })
      : migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: before.folder }));
  } finally {
    before.remove();
  }
}
