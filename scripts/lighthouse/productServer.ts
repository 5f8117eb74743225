import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(__dirname, '../..');
/** `npm start` builds the client first when its sources changed, which takes minutes here. */
const READY_SECONDS = 600;

export interface ProductServer {
  /** True when this run started the server (and so stops it); false when one was answering. */
  startedHere: boolean;
  stop(): Promise<void>;
}

async function answers(healthUrl: string): Promise<boolean> {
  try {
    return (await fetch(healthUrl, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The product exactly as `npm start` runs it (production client build, Auth emulator, demo
 * data). A server already answering is used as it is and left running; otherwise one is
 * started, its output kept in `logFile`, and `stop` ends it as Ctrl-C would, so the emulator
 * exports its accounts and nothing stays behind.
 */
export async function ensureProductServer(baseUrl: string, logFile: string) {
  const healthUrl = `${baseUrl}/api/health`;
  if (await answers(healthUrl)) {
    return { startedHere: false, stop: async () => undefined } satisfies ProductServer;
  }
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  console.log(`Starting the product with npm start (log: ${path.relative(ROOT, logFile)})...`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };

  const deadline = Date.now() + READY_SECONDS * 1000;
  while (!(await answers(healthUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer on ${healthUrl}; see ${logFile}`);
    }
    await sleep(1000);
  }
  return { startedHere: true, stop } satisfies ProductServer;
}
