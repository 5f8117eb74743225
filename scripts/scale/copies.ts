import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { hasExited, signalGroup, spawnGroup, stopGroup, type Spawned } from './processGroups';

const ROOT = path.resolve(__dirname, '../..');
export const LOOPBACK = '127.0.0.1';
const READY_WITHIN_MS = 180_000;

/**
 * How a copy of the product server is started: from its build, as in production
 * (docs/running-in-production.md); scripts/scale.mjs builds dist/server before the checks run.
 */
export function copyCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ['dist/server/server.js'] };
}

export interface CopyOptions {
  name: string;
  port: number;
  workDir: string;
  /** What every copy shares: DATABASE_URL, the secret, the emulator, REDIS_URL, the limits. */
  env: Record<string, string>;
}

/** One copy of the product server: its own port and DATA_DIR, restartable on both. */
export class ProductCopy {
  readonly baseUrl: string;
  readonly dataDir: string;
  private process: Spawned | undefined;

  constructor(readonly options: CopyOptions) {
    this.baseUrl = `http://${LOOPBACK}:${options.port}`;
    this.dataDir = path.join(options.workDir, options.name);
    mkdirSync(this.dataDir, { recursive: true });
  }

  get name(): string {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.process?.child.pid;
  }

  /** Starts it and waits until /api/health answers 200 (its liveness; readiness is the LB's). */
  async start(): Promise<void> {
    const { command, args } = copyCommand();
    this.process = spawnGroup(command, args, {
      cwd: ROOT,
      logFile: path.join(this.dataDir, 'server.log'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        HOST: LOOPBACK,
        PORT: String(this.options.port),
        DATA_DIR: this.dataDir,
        CLIENT_DIR: path.join(this.dataDir, 'no-client-build'),
        LOG_LEVEL: 'warn',
        ...this.options.env,
      },
    });
    await this.waitUntilAnswering(`${this.baseUrl}${API_PREFIX}${API.health.url()}`);
  }

  /** SIGTERM, as a rolling restart sends it; resolves once the process has exited. */
  async stop(): Promise<void> {
    if (this.process) await stopGroup(this.process, 30_000);
  }

  /** SIGKILL: nothing is drained or closed; resolves once it is gone. */
  async kill(): Promise<void> {
    if (!this.process) return;
    signalGroup(this.process.child, 'SIGKILL');
    await this.process.exited();
  }

  private async waitUntilAnswering(url: string): Promise<void> {
    const spawned = this.process!;
    const deadline = Date.now() + READY_WITHIN_MS;
    while (Date.now() < deadline) {
      if (hasExited(spawned.child)) break;
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    await this.kill();
    throw new Error(`${this.name} did not start (${url}):\n${spawned.tail()}`);
  }
}
