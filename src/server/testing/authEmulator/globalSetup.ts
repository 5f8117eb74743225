import { killAuthEmulatorNow, type RunningEmulator, startAuthEmulator } from './process';

declare global {
  // Jest runs globalSetup and globalTeardown in one process and one global scope.
  var authEmulator: RunningEmulator | undefined;
}

/**
 * Jest globalSetup of the server project: one Auth emulator for the whole run. Setting
 * FIREBASE_AUTH_EMULATOR_HOST here, before jest starts its workers, is what hands the address to
 * every test file (workers inherit this environment) and routes firebase-admin's calls to it.
 */
export default async function startEmulatorForServerTests(): Promise<void> {
  const emulator = await startAuthEmulator();
  globalThis.authEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.once('exit', () => killAuthEmulatorNow(emulator));
}
