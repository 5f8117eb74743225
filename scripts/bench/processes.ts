import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(__dirname, '../..');
export const LOOPBACK = '127.0.0.1';

export { freeLoopbackPort as freePort } from '../../src/server/testing/postgres/postgresServer';

export interface RunningServer {
  name: string;
  baseUrl: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** A TypeScript entry point, relative to the repository root. */
  entry: string;
  env: Record<string, string>;
  port: number;
  /** Answers 200 once the server is ready. */
  readyPath: string;
  logFile: string;
  readySeconds?: number;
}

/**
 * Starts a TypeScript server as its own process, as `tsx <entry>` would, but with tsx loaded
 * into node itself (`node --import tsx`): the tsx command runs the program in a second, child
 * process, and the RSS read from /proc must be the server's, not that wrapper's.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { name, entry, env, port, readyPath, logFile, readySeconds = 180 } = options;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: LOOPBACK },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(child, `${baseUrl}${readyPath}`, readySeconds);
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${name} did not start: ${String(error)}\n${tail}`);
  }
  return { name, baseUrl, pid: child.pid ?? 0, logFile, stop };
}

async function waitUntilReady(child: ChildProcess, url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url} within ${seconds} s`);
}

/** SIGTERM (the product server closes PGlite cleanly on it), SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Resident memory of a process in MiB, from VmRSS in /proc/<pid>/status (Linux only). */
export function residentMemoryMiB(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kiB = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kiB === undefined ? undefined : Number(kiB) / 1024;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has used so far (user and system, from /proc/<pid>/stat), or undefined
 * off Linux. Per request, it is a figure that other work on a shared machine barely moves, where
 * requests per second follow whatever else runs.
 */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return (utime + stime) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
