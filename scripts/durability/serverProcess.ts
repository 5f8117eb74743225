import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, API_PREFIX } from '../../src/shared/apiPaths';

const ROOT = path.resolve(__dirname, '../..');
const LOOPBACK = '127.0.0.1';
const READY_WITHIN_MS = 180_000;

/** Fixed, so the load can sign its callers' access tokens without Firebase (see accessToken.ts). */
export const ACCESS_TOKEN_SECRET = 'durability-only-access-token-secret-0123456789';

export { freeLoopbackPort as freePort } from '../../src/server/testing/postgres/postgresServer';

export interface ServerTarget {
  dataDir: string;
  port: number;
  /** A PostgreSQL database; unset: the embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  logFile: string;
  /** Variables over the ones below (another script's own settings). */
  env?: Record<string, string>;
}

export interface RunningProductServer {
  baseUrl: string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the clean shutdown; resolves once it is gone. */
  stop(): Promise<void>;
}

/**
 * The product server as `npm run serve` runs it, in its own process. Node loads tsx itself
 * (`node --import tsx`) rather than through the tsx command, which would run the server in a
 * grandchild: the SIGKILL must hit the process that holds the database, not a wrapper.
 */
export async function startProductServer(target: ServerTarget): Promise<RunningProductServer> {
  const log = createWriteStream(target.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    // Only what the server needs: nothing of the caller's own database or emulator settings.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: LOOPBACK,
      PORT: String(target.port),
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      ACCESS_TOKEN_SECRET,
      LOG_LEVEL: 'warn',
      // No emulator here, so the server takes demo data only when told twice (config.ts).
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: 'yes-i-know',
      CLIENT_DIR: path.join(target.dataDir, 'no-client-build'),
      ORDER_EXPIRY_SWEEP_SECONDS: '0',
      // One seller and one buyer send the whole load: a person's limits would refuse most of it.
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      LISTING_RATE_LIMIT_PER_MINUTE: '10000',
      ...target.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://${LOOPBACK}:${target.port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  try {
    await waitUntilHealthy(child, `${baseUrl}${API_PREFIX}${API.health.url()}`);
  } catch (error) {
    await signal('SIGKILL');
    const tail = readFileSync(target.logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`The product server did not start: ${String(error)}\n${tail}`);
  }
  return { baseUrl, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

async function waitUntilHealthy(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url} within ${READY_WITHIN_MS / 1000} s`);
}
