import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extract, parse } from 'jest-docblock';

/**
 * Which server project runs each server test file, read from the file's own docblock rather than
 * from its folder or name (docs/decisions/0045-tests-say-their-database.md):
 *
 *   @database pglite    the embedded database only: what only PGlite does (its LISTEN path), or
 *                       suites that call every route on the database `npm start` runs
 *   @database either    the app's own rules, the same on both: PostgreSQL when the run has it
 *                       (a copy of the template costs a tenth of a PGlite start), else PGlite
 *   @database each      its meaning depends on the database (triggers, races, plans, the demo
 *                       data): PostgreSQL in `npm test`, both in `npm run test:deep`; PGlite
 *                       alone without a PostgreSQL server
 *   @database postgres  needs a PostgreSQL server (several copies on one database, a server
 *                       process): left out, and said so, where the machine has none
 *   @deep               only in `npm run test:deep` (the 100k-row query plans)
 *   @sampled            `npm test` checks a fixed sample of its cases, the deep run all of them
 *                       (the hostile-input suite: hostileSample.ts)
 *   @needs redis-server a program the file starts; left out, and said so, where it is missing
 *
 * A file without `@database` needs no database and runs once, in the `server` project.
 */
export type Database = 'pglite' | 'either' | 'each' | 'postgres';
const DATABASES: readonly Database[] = ['pglite', 'either', 'each', 'postgres'];

export interface TestFile {
  file: string;
  database?: Database;
  deep: boolean;
  sampled: boolean;
  needs: string[];
}

/**
 * `quick`: `npm test`. `deep`: `npm run test:deep`, everything. `rest`: what the deep run adds to
 * `npm test` (CI runs `npm test`, then this, rather than every quick file twice).
 */
export type Depth = 'quick' | 'deep' | 'rest';
const DEPTHS: readonly Depth[] = ['quick', 'deep', 'rest'];

/** TEST_DEPTH as scripts/test.mjs sets it; unset is `npm test`. */
export function depthOf(value: string | undefined): Depth {
  if (value === undefined || value === '') return 'quick';
  if (DEPTHS.includes(value as Depth)) return value as Depth;
  throw new Error(`TEST_DEPTH must be one of ${DEPTHS.join(', ')}, not "${value}"`);
}

export interface RunShape {
  /** The run has a PostgreSQL server (its binaries were found, or CI, which must have them). */
  withPostgres: boolean;
  depth: Depth;
  /** Whether a program a file `@needs` is on this machine. */
  hasProgram: (name: string) => boolean;
}

export interface Placement {
  /** Files of the `server` project (PGlite, or no database). */
  server: string[];
  /** Files of the `server-postgres` project. */
  postgres: string[];
  /** Files this run leaves out, each with why, for the run to say. */
  leftOut: { file: string; why: string }[];
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/).filter(Boolean);

/** The docblock's pragmas of one test file; an unknown `@database` value is an error. */
export function readTestFile(file: string, source: string): TestFile {
  const pragmas = parse(extract(source));
  const [database, ...more] = asList(pragmas.database);
  if (more.length > 0 || (database !== undefined && !DATABASES.includes(database as Database))) {
    throw new Error(
      `${file}: @database must be one of ${DATABASES.join(', ')}, not "${asList(pragmas.database).join(' ')}"`,
    );
  }
  return {
    file,
    database: database as Database | undefined,
    deep: pragmas.deep !== undefined,
    sampled: pragmas.sampled !== undefined,
    needs: asList(pragmas.needs),
  };
}

type Project = 'server' | 'postgres';

/** The projects a file runs in, on a run with a PostgreSQL server. */
function projectsOf({ database, deep, sampled }: TestFile, depth: Depth): Project[] {
  const all: Project[] =
    database === undefined || database === 'pglite'
      ? ['server']
      : database === 'each' && depth !== 'quick'
        ? ['postgres', 'server']
        : ['postgres'];
  if (depth !== 'rest' || deep) return all;
  // What `npm test` left to the deep run: PGlite's turn of an `each` file, a sampled file whole.
  return all.filter((project) => (project === 'server' ? database === 'each' : sampled));
}

/** Where each file runs in a run of this shape. */
export function placeTests(files: TestFile[], run: RunShape): Placement {
  const placement: Placement = { server: [], postgres: [], leftOut: [] };
  for (const testFile of files) {
    const { file, database, deep, sampled, needs } = testFile;
    if (deep && run.depth === 'quick') continue;
    const missing = needs.filter((program) => !run.hasProgram(program));
    if (missing.length > 0) {
      placement.leftOut.push({ file, why: `needs ${missing.join(', ')}` });
    } else if (run.withPostgres) {
      for (const project of projectsOf(testFile, run.depth)) placement[project].push(file);
    } else if (database === 'postgres') {
      placement.leftOut.push({ file, why: 'needs PostgreSQL' });
    } else if (run.depth !== 'rest' || deep || sampled) {
      // Without PostgreSQL every file runs on PGlite, once: `npm test` already ran the rest.
      placement.server.push(file);
    }
  }
  return placement;
}

/** The `*.test.ts` files under `folders` (relative to `root`), sorted. */
export function findTestFiles(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(relative);
    }
  };
  folders.forEach(walk);
  return found.sort();
}

/** Reads every server test file's docblock under `folders` and places it for this run. */
export function placeServerTests(root: string, folders: string[], run: RunShape): Placement {
  const files = findTestFiles(root, folders).map((file) =>
    readTestFile(file, readFileSync(path.join(root, file), 'utf8')),
  );
  return placeTests(files, run);
}
