import { createPostgresTemplate } from '../databaseImages';
import {
  findPostgresBinDir,
  type RunningPostgres,
  startPostgres,
  stopPostgres,
  TEST_POSTGRES_URL_VARIABLE,
} from './postgresServer';

/**
 * globalSetup's half for PostgreSQL: starts the server, makes the migrated and seeded template
 * that test databases are copied from, and hands its URL to the workers through the environment. Without the binaries, CI fails (the production path must be tested there) and
 * a developer's run skips those tests, saying so.
 */
export async function startPostgresForServerTests(): Promise<RunningPostgres | undefined> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    const why = 'initdb/pg_ctl not found in /usr/local/bin or /usr/lib/postgresql/*/bin';
    if (process.env.CI) throw new Error(`PostgreSQL tests cannot run: ${why}.`);
    console.warn(
      `\nSkipping the PostgreSQL tests: ${why}. Install Debian's postgresql package to run them.\n`,
    );
    return undefined;
  }
  const started = Date.now();
  const server = await startPostgres(binDir);
  process.env[TEST_POSTGRES_URL_VARIABLE] = server.url;
  process.once('exit', () => stopPostgres(server));
  // pg_ctl detaches the server from the terminal, so a Ctrl-C or a kill of jest would leave it
  // running: stop it, then die of the same signal as before.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopPostgres(server);
      process.kill(process.pid, signal);
    });
  }
  await createPostgresTemplate(server.url);
  if (process.env.DEBUG_TEST_POSTGRES) console.log(`PostgreSQL up in ${Date.now() - started} ms`);
  return server;
}

export { stopPostgres };
