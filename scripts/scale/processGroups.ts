import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Every process the scale check starts runs in its own process group (detached), so a signal
 * reaches it and whatever it started; all of them are remembered here, so that the end of the
 * run (a failure or a Ctrl-C included) stops every one.
 */
const running = new Set<ChildProcess>();

export interface Spawned {
  child: ChildProcess;
  logFile: string;
  /** Resolves once the process has exited (at once when it already has). */
  exited(): Promise<void>;
  /** The last lines of its log, for an error message. */
  tail(lines?: number): string;
}

export function spawnGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Spawned {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  running.add(child);
  const done = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  // A command that cannot start at all ('error') ends like an exit.
  child.once('error', () => running.delete(child));
  return {
    child,
    logFile: options.logFile,
    exited: () => (hasExited(child) ? Promise.resolve() : done),
    tail: (lines = 20) =>
      readFileSync(options.logFile, 'utf8').split('\n').slice(-lines).join('\n'),
  };
}

export const hasExited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null;

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (hasExited(child) || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopGroup(spawned: Spawned, graceMs = 15_000): Promise<void> {
  signalGroup(spawned.child, 'SIGTERM');
  const stopped = await Promise.race([
    spawned.exited().then(() => true),
    sleep(graceMs).then(() => false),
  ]);
  if (!stopped) {
    signalGroup(spawned.child, 'SIGKILL');
    await spawned.exited();
  }
}

/** Last resort, synchronous (an 'exit' handler cannot wait): SIGKILL to every group left. */
export function killAllGroupsNow(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
}

/**
 * Runs `cleanup` once, whichever comes first: the end of the run, a Ctrl-C or a SIGTERM (then
 * exits 130/143), and kills what is left synchronously at process exit. A Ctrl-C arrives twice
 * (from the terminal, then relayed by the tsx command), so the handlers stay: a second signal
 * without one would kill this process mid-cleanup and leave PostgreSQL running.
 */
export function stopEverythingOnExit(cleanup: () => Promise<void>): () => Promise<void> {
  let once: Promise<void> | undefined;
  const run = () => (once ??= cleanup().catch((error: unknown) => console.error(error)));
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (once) return;
      console.error(`\n${signal}: stopping everything the scale check started`);
      void run().finally(() => process.exit(code));
    });
  }
  process.once('exit', killAllGroupsNow);
  return run;
}
