import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { runLiveBench } from './live/liveBench';
import { parseBenchOptions, type BenchOptions } from './options';
import { freePort, startServer, type RunningServer } from './processes';
import { startProductServer } from './productServer';
import { printReport } from './report';
import { measureEndpoints, saturate } from './rounds';
import { wantsBigSeller } from './sellerEndpoints';

/**
 * `npm run bench`: autocannon on loopback against the production server at each size of the
 * catalogue, next to a hello-world Fastify in its own process as the ceiling, then a saturation
 * run on the largest size. A benchmark, not a test: it exits 0 when a goal is missed.
 */
async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (!options) return;
  // Figures from a busy machine mean little; say how busy it was.
  const machine = () => `${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`;
  console.log(`Node ${process.version}, ${machine()}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-bench-'));
  const binDir = options.postgres ? findPostgresBinDir() : undefined;
  if (options.postgres && !binDir)
    throw new Error('--postgres needs initdb and pg_ctl on this machine');
  const postgres = binDir ? await startPostgres(binDir) : undefined;
  const cleanUp = () => {
    if (postgres) stopPostgres(postgres);
    rmSync(workDir, { recursive: true, force: true });
  };
  // Ctrl-C reaches the servers too (same process group); the scratch folder is ours to remove.
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    if (options.live) {
      await runLiveBench(workDir, postgres?.url);
      console.log(`\nAt the end: ${machine()}`);
      return;
    }
    const { figures, saturation } = await runRounds(options, workDir, postgres?.url);
    printReport(figures, saturation, options.connections);
    console.log(`\nAt the end: ${machine()}`);
  } finally {
    cleanUp();
  }
}

/** A server per size, all up at once so that each endpoint is measured at every size in a row. */
async function runRounds(options: BenchOptions, workDir: string, postgresUrl?: string) {
  const started: RunningServer[] = [];
  try {
    const hello = await startServer({
      name: 'hello-world',
      entry: 'scripts/bench/helloServer.ts',
      port: await freePort(),
      readyPath: '/',
      logFile: path.join(workDir, 'hello.log'),
      env: {},
    });
    started.push(hello);
    const servers = [];
    for (const listings of options.sizes) {
      const database = postgresUrl ? 'PostgreSQL' : 'PGlite';
      console.log(`${listings.toLocaleString('en-US')} listings on ${database}: seeding, starting`);
      const bigSeller = wantsBigSeller(options.only);
      const server = await startProductServer({ listings, workDir, postgresUrl, bigSeller });
      started.push(server);
      servers.push({ listings, server });
    }
    const { connections, duration, warmup } = options;
    const shape = { connections, duration, warmup };
    const figures = await measureEndpoints(hello, servers, shape, options.only);
    const largest = servers.at(-1)!;
    const saturation =
      options.saturation > 0
        ? await saturate(largest.listings, largest.server, options)
        : undefined;
    return { figures, saturation };
  } finally {
    for (const server of started) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
