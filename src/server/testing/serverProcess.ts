import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'src/server/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, from the server's own "ready at" log line. */
  url: string;
  /** Resolves at the first JSON log line (already written or still to come) whose msg matches. */
  logged(msg: RegExp): Promise<string>;
  /** The exit code (null when a signal ended it), once the process has exited. */
  exited: Promise<number | null>;
}

/** Which server runs: the sources through tsx (default), or a build (dist/server/server.js). */
export interface ServerEntry {
  /** Arguments of `node`. */
  args: string[];
  cwd: string;
}

const FROM_SOURCES: ServerEntry = { args: ['--import', 'tsx', SERVER], cwd: ROOT };

/**
 * The product server in a process of its own (`node --import tsx src/server/server.ts`, or the
 * build), for what only a process shows (signals, exit codes, a production install). It listens
 * on 127.0.0.1 and a port the OS picks; nothing from the caller's environment but PATH and HOME
 * reaches it. Resolves once it listens; rejects if it exits first.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { args, cwd }: ServerEntry = FROM_SOURCES,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
      // What it reads: JSON lines, down to the "ready at" line (info).
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const messages: string[] = [];
  const waiters: { msg: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let msg: string;
    try {
      msg = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
    } catch {
      return; // not a log line
    }
    messages.push(msg);
    for (const waiter of waiters.filter(({ msg: wanted }) => wanted.test(msg))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(msg);
    }
  });
  const logged = (msg: RegExp) => {
    const seen = messages.find((line) => msg.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<string>((resolve) => waiters.push({ msg, resolve }));
  };

  const listening = await Promise.race([
    logged(/server ready at /),
    exited.then((code) => {
      throw new Error(`the server exited (${code}) before it listened`);
    }),
  ]);
  const url = /(http:\/\/\S+)/.exec(listening)?.[1];
  if (!url) throw new Error(`no address in "${listening}"`);
  return { child, url, logged, exited };
}
