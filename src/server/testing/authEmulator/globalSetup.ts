import type { RunningPostgres } from '../postgres/postgresServer';
import { startPostgresForServerTests } from '../postgres/globalPostgres';
import { killAuthEmulatorNow, type RunningEmulator, startAuthEmulator } from './process';

declare global {
  // Jest runs globalSetup and globalTeardown in one process and one global scope.
  var authEmulator: RunningEmulator | undefined;
  var testPostgres: RunningPostgres | undefined;
}

/**
 * Jest globalSetup of the server project: one Auth emulator and one PostgreSQL server for the
 * whole run, started side by side. Setting FIREBASE_AUTH_EMULATOR_HOST (and TEST_POSTGRES_URL)
 * here, before jest starts its workers, is what hands the addresses to every test file (workers
 * inherit this environment) and routes firebase-admin's calls to the emulator.
 */
export default async function startEmulatorForServerTests(): Promise<void> {
  const [emulator, postgres] = await Promise.allSettled([
    startAuthEmulator(),
    startPostgresForServerTests(),
  ]);
  if (emulator.status === 'fulfilled') {
    globalThis.authEmulator = emulator.value;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.value.host;
    process.once('exit', () => killAuthEmulatorNow(emulator.value));
  }
  if (postgres.status === 'fulfilled') globalThis.testPostgres = postgres.value;
  // Teardown does not run when setup fails, and the 'exit' hooks above clean up what started.
  if (emulator.status === 'rejected') throw emulator.reason;
  if (postgres.status === 'rejected') throw postgres.reason;
}
