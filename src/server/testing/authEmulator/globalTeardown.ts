import { stopAuthEmulator } from './process';

/** Jest globalTeardown of the server project: stops the emulator globalSetup started. */
export default async function stopEmulatorAfterServerTests(): Promise<void> {
  const emulator = globalThis.authEmulator;
  globalThis.authEmulator = undefined;
  if (emulator) await stopAuthEmulator(emulator);
}
