import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { residentMemoryMiB } from '../processes';

export const MEMORY_PROBE = 'scripts/bench/live/memoryProbe.mjs';

/** Where the probe of the server on `port` writes its figures. */
export const memoryFile = (dataDir: string, port: number) =>
  path.join(dataDir, `memory-${port}.json`);

export interface MemoryReading {
  /** Resident set of the process, MiB (/proc), after a full collection. */
  rss: number | undefined;
  /** V8 heap in use plus memory outside it (buffers), bytes, after a full collection. */
  kept: number | undefined;
}

/** Asks the server's memory probe for a collection and its figures (memoryProbe.mjs). */
export async function readMemory(pid: number, file: string): Promise<MemoryReading> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 50 && !existsSync(file); tries += 1) await sleep(100);
  // The file is written in one call; a short pause makes sure it is complete.
  await sleep(100);
  if (!existsSync(file)) return { rss: residentMemoryMiB(pid), kept: undefined };
  const usage = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number; external: number };
  return { rss: residentMemoryMiB(pid), kept: usage.heapUsed + usage.external };
}
