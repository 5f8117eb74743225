import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The project the server tests verify tokens for (the server's default FIREBASE_PROJECT_ID). */
export const EMULATOR_PROJECT_ID = 'demo-usedbooks';
const READY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 5_000;

/**
 * Calls to the emulator from tests close their connection: the emulator drops idle sockets after
 * 5 s, and while PGlite's start blocks the event loop a pooled one could be reused after that
 * ("other side closed").
 */
export const NO_KEEP_ALIVE = { headers: { connection: 'close' } } as const;

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  child: ChildProcess;
  workDir: string;
}

/**
 * Ports nobody listens on right now, held open together so the OS hands out distinct ones;
 * asking beats guessing, and never clashes with a running `npm start` (9099).
 */
async function freeLoopbackPorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(url, NO_KEEP_ALIVE)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`The Firebase Auth emulator did not answer at ${url}. Its output:\n${log}`);
}

/**
 * Starts the real Firebase Auth emulator (firebase-tools) on free loopback ports, from a
 * temporary folder holding its own firebase.json (the CLI writes firebase-debug.log next to it),
 * so it neither clashes with a running `npm start` nor litters the repository.
 */
export async function startAuthEmulator(): Promise<RunningEmulator> {
  const [auth, hub, logging] = await freeLoopbackPorts(3);
  const workDir = mkdtempSync(path.join(tmpdir(), 'auth-emulator-'));
  const emulators = {
    auth: { host: '127.0.0.1', port: auth },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  const configFile = path.join(workDir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify({ emulators }));
  const logFile = path.join(workDir, 'emulator.log');
  const log = openSync(logFile, 'a');

  const firebase = path.resolve(
    __dirname,
    '../../../../tools/auth-emulator/node_modules/.bin/firebase',
  );
  if (!existsSync(firebase)) {
    throw new Error(
      `The Firebase CLI is not installed (${firebase}). \`npm test\` installs it; running jest ` +
        'directly, install it first with `node scripts/ensure-deps.mjs --with-auth-emulator`.',
    );
  }
  const args = ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID];
  // Its own process group, so stopping it reaches the CLI and anything the CLI started. Its own
  // temporary folder too: the CLI writes a hub locator (hub-<project>.json) there, by which
  // another CLI of the same project (an `npm start`, another run's emulator) finds it, and
  // `npm start`'s export and shutdown once reached a test run's emulator and stopped it mid-run.
  const child = spawn(firebase, [...args, '--config', configFile], {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, TMPDIR: workDir },
  });
  const running = { host: `127.0.0.1:${auth}`, child, workDir };
  try {
    await waitUntilAnswering(`http://${running.host}/`, child, logFile);
  } catch (error) {
    await stopAuthEmulator(running);
    throw error;
  }
  return running;
}

const exited = (child: ChildProcess, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), withinMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * SIGKILL to its group: nothing in it is kept (its folder goes with it), so a clean shutdown
 * (SIGINT) is not worth its 2 s at the end of every test run.
 */
export async function stopAuthEmulator({ child, workDir }: RunningEmulator): Promise<void> {
  signalGroup(child, 'SIGKILL');
  await exited(child, STOP_WITHIN_MS);
  rmSync(workDir, { recursive: true, force: true });
}

/** Last resort when jest itself is interrupted: no await is possible in an 'exit' handler. */
export function killAuthEmulatorNow({ child }: RunningEmulator): void {
  // After a normal teardown it is gone, and its group id may since belong to someone else.
  if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
}
