import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { summarize } from './cpuProfileSummary';
import { measure } from './load';
import { parseBenchOptions } from './options';
import { startProductServer } from './productServer';
import { endpointsOf } from './rounds';

const HOOK = path.resolve(__dirname, 'cpuProfileHook.mjs');

/**
 * `npm run bench:profile -- [bench options]`: where the product server's time goes,
 * endpoint by endpoint, at the largest of --sizes: the V8 CPU profiler runs in the server during
 * each endpoint's measured seconds (cpuProfileHook.mjs), and its self time is printed by origin
 * (package, node, our source, GC) and by function.
 */
async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (!options) return;
  const workDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-profile-'));
  const profileDir = path.join(workDir, 'profiles');
  mkdirSync(profileDir);
  const binDir = options.postgres ? findPostgresBinDir() : undefined;
  const postgres = binDir ? await startPostgres(binDir) : undefined;
  const listings = options.sizes.at(-1)!;
  const server = await startProductServer({
    listings,
    workDir,
    postgresUrl: postgres?.url,
    bigSeller: false,
    env: { NODE_OPTIONS: `--import=${HOOK}`, CPU_PROFILE_DIR: profileDir },
  });
  try {
    const shape = { connections: options.connections, duration: options.duration };
    const endpoints = endpointsOf(server, options.only);
    for (const [index, { name, requests }] of endpoints.entries()) {
      const warmup = { ...shape, duration: options.warmup || 1 };
      await measure({ baseUrl: server.baseUrl, requests }, warmup);
      process.kill(server.pid, 'SIGUSR2');
      const m = await measure({ baseUrl: server.baseUrl, requests }, shape);
      process.kill(server.pid, 'SIGUSR2');
      const file = path.join(profileDir, `${index}.cpuprofile`);
      const profile = await waitForFile(file);
      const figures = `${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`;
      console.log(`\n${name} (${figures}, ${m.non2xx} non-2xx)\n${summarize(profile)}`);
    }
  } finally {
    await server.stop();
    if (postgres) stopPostgres(postgres);
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function waitForFile(file: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`no profile written at ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
