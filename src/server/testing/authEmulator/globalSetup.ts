import { type PgliteImage, TEST_PGLITE_IMAGE_VARIABLE, writePgliteImage } from '../databaseImages';
import type { RunningPostgres } from '../postgres/postgresServer';
import { startPostgresForServerTests } from '../postgres/globalPostgres';
import { killAuthEmulatorNow, type RunningEmulator, startAuthEmulator } from './process';

declare global {
  // Jest runs globalSetup and globalTeardown in one process and one global scope.
  var authEmulator: RunningEmulator | undefined;
  var testPostgres: RunningPostgres | undefined;
  var testPgliteImage: PgliteImage | undefined;
}

/**
 * Jest globalSetup of the server projects: one Auth emulator, one PostgreSQL server (with its
 * template database) and one PGlite image for the whole run, made side by side. Setting
 * FIREBASE_AUTH_EMULATOR_HOST (and TEST_POSTGRES_URL, TEST_PGLITE_IMAGE) here, before jest starts
 * its workers, is what hands them to every test file (workers inherit this environment) and
 * routes firebase-admin's calls to the emulator.
 */
export default async function startEmulatorForServerTests(): Promise<void> {
  const [emulator, postgres, image] = await Promise.allSettled([
    startAuthEmulator(),
    startPostgresForServerTests(),
    writePgliteImage(),
  ]);
  if (emulator.status === 'fulfilled') {
    globalThis.authEmulator = emulator.value;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.value.host;
    process.once('exit', () => killAuthEmulatorNow(emulator.value));
  }
  if (postgres.status === 'fulfilled') globalThis.testPostgres = postgres.value;
  if (image.status === 'fulfilled') {
    globalThis.testPgliteImage = image.value;
    process.env[TEST_PGLITE_IMAGE_VARIABLE] = image.value.file;
    process.once('exit', () => image.value.remove());
  }
  // Teardown does not run when setup fails, and the 'exit' hooks above clean up what started.
  for (const started of [emulator, postgres, image]) {
    if (started.status === 'rejected') throw started.reason;
  }
}
