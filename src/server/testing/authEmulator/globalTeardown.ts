import { stopPostgres } from '../postgres/globalPostgres';
import { stopAuthEmulator } from './process';

/** Jest globalTeardown of the server projects: stops and removes what globalSetup started. */
export default async function stopEmulatorAfterServerTests(): Promise<void> {
  const emulator = globalThis.authEmulator;
  globalThis.authEmulator = undefined;
  const postgres = globalThis.testPostgres;
  globalThis.testPostgres = undefined;
  globalThis.testPgliteImage?.remove();
  globalThis.testPgliteImage = undefined;
  if (postgres) stopPostgres(postgres);
  if (emulator) await stopAuthEmulator(emulator);
}
