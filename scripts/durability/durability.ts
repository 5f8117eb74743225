import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { productApi } from './productApi';
import { type DatabaseResult, exitCodeOf, printReport } from './report';
import { freePort, type ServerTarget, startProductServer } from './serverProcess';
import { verifyWrites } from './verifyWrites';
import { type AcknowledgedWrite, type LoadOptions, runLoadUntilKilled } from './writeLoad';

/**
 * `npm run durability`: does the product server keep every write it acknowledged when it dies
 * mid-load? For the embedded PGlite and for a PostgreSQL server: start the real server, send
 * concurrent writes, SIGKILL it, start it again on the same data, read every acknowledged write
 * back through the API; repeated DURABILITY_KILLS times. Exits 1 if one is missing.
 */
const KILLS = Number(process.env.DURABILITY_KILLS ?? 3);
const LOAD: LoadOptions = {
  sellers: 3,
  buyers: 3,
  killAfterMs: Number(process.env.DURABILITY_KILL_AFTER_MS ?? 3000),
};

async function checkDatabase(
  database: string,
  workDir: string,
  databaseUrl?: string,
): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(workDir, `${database}-`));
  const target: ServerTarget = {
    dataDir,
    databaseUrl,
    port: await freePort(),
    logFile: path.join(dataDir, 'server.log'),
  };
  const result: DatabaseResult = {
    database,
    rounds: 0,
    sent: 0,
    acknowledged: 0,
    inFlightAtKill: 0,
    failedBeforeKill: 0,
    foundAfterRestart: 0,
    missing: [],
    failures: [],
  };
  const writes: AcknowledgedWrite[] = [];
  let server = await startProductServer(target);
  try {
    for (let round = 1; round <= KILLS; round += 1) {
      const load = await runLoadUntilKilled(productApi(server.baseUrl), LOAD, server.kill);
      writes.push(...load.writes);
      for (const key of ['sent', 'acknowledged', 'inFlightAtKill', 'failedBeforeKill'] as const) {
        result[key] += load.counts[key];
      }
      result.failures.push(...load.failures);
      result.rounds = round;
      // Same data folder (or database), same port: the restart a process manager would do.
      server = await startProductServer(target);
      const check = await verifyWrites(productApi(server.baseUrl), writes);
      result.foundAfterRestart = check.found;
      result.missing = check.missing;
      console.log(
        `${database} kill ${round}: ${load.counts.acknowledged} acknowledged, ` +
          `${load.counts.inFlightAtKill} in flight; ${check.missing.length} of all ` +
          `${writes.length} acknowledged so far missing after restart`,
      );
    }
  } finally {
    await server.stop();
  }
  return result;
}

/** PostgreSQL with its crash safety on; skipped (said so) where its binaries are missing. */
async function checkPostgres(workDir: string): Promise<DatabaseResult | undefined> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    const why = 'initdb/pg_ctl not found (Debian: apt-get install postgresql)';
    if (process.env.CI) throw new Error(`PostgreSQL durability cannot run: ${why}`);
    console.warn(`Skipping PostgreSQL: ${why}.`);
    return undefined;
  }
  const postgres = await startPostgres(binDir, { durable: true });
  try {
    return await checkDatabase(
      'PostgreSQL',
      workDir,
      await createDatabase(postgres.url, 'durability'),
    );
  } finally {
    stopPostgres(postgres);
  }
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
  console.log(`${KILLS} kills per database, each after ${LOAD.killAfterMs} ms of writes`);
  const results = [await checkDatabase('PGlite', workDir)];
  const postgres = await checkPostgres(workDir);
  if (postgres) results.push(postgres);
  printReport(results);
  process.exitCode = exitCodeOf(results);
  // The servers' logs and data stay for a look when something went wrong.
  if (process.exitCode === 0) rmSync(workDir, { recursive: true, force: true });
  else console.error(`Server logs and data kept in ${workDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
