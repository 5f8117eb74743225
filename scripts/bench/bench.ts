import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'autocannon';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import {
  findPostgresBinDir,
  startPostgres,
  stopPostgres,
} from '../../src/server/testing/postgres/postgresServer';
import { measure, type LoadShape, type LoadTarget } from './load';
import { parseBenchOptions, type BenchOptions } from './options';
import { freePort, residentMemoryMiB, startServer, type RunningServer } from './processes';
import { startProductServer, type ProductServer } from './productServer';
import { printReport, type Round, type Saturation } from './report';

/**
 * `npm run bench`: autocannon on loopback against the production server at each size of the
 * catalogue, next to a hello-world Fastify in its own process as the ceiling, then a saturation
 * run on the largest size. A benchmark, not a test: it exits 0 when a goal is missed.
 */
const api = (url: string) => `${API_PREFIX}${url}`;

function endpointsOf(server: ProductServer): { name: string; requests: Request[] }[] {
  return [
    { name: 'GET /api/Categories', requests: [{ path: api(API.categories.url()) }] },
    { name: 'GET /api/adv', requests: [{ path: api(API.advertisements.url()) }] },
    {
      // The first page of each category in turn, as a signed-in buyer opening them.
      name: 'GET /api/CategoryBooks/{id}',
      requests: server.categoryIds.map((id) => ({
        path: api(API.categoryBooks.url(id)),
        headers: server.signedIn,
      })),
    },
  ];
}

async function measureRound(
  listings: number,
  hello: RunningServer,
  product: ProductServer,
  shape: LoadShape,
): Promise<Round> {
  const seconds = (shape.warmup ?? 0) + shape.duration;
  console.log(`  hello-world ceiling (${seconds} s)`);
  const ceiling = await measure({ baseUrl: hello.baseUrl, requests: [{ path: '/' }] }, shape);
  const endpoints = [];
  for (const { name, requests } of endpointsOf(product)) {
    console.log(`  ${name} (${seconds} s)`);
    endpoints.push({
      name,
      measurement: await measure({ baseUrl: product.baseUrl, requests }, shape),
    });
  }
  return { listings, ceiling, endpoints };
}

async function saturate(
  listings: number,
  product: ProductServer,
  options: BenchOptions,
): Promise<Saturation> {
  const { saturation: seconds, saturationConnections: connections } = options;
  console.log(`  saturation: ${connections} connections for ${seconds} s`);
  const target: LoadTarget = {
    baseUrl: product.baseUrl,
    requests: endpointsOf(product).flatMap((endpoint) => endpoint.requests),
  };
  const rssStart = residentMemoryMiB(product.pid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    const rss = residentMemoryMiB(product.pid);
    if (rss !== undefined) rssPeak = Math.max(rssPeak ?? 0, rss);
  }, 1000);
  try {
    const measurement = await measure(target, { connections, duration: seconds });
    return {
      listings,
      seconds,
      connections,
      measurement,
      rssStart,
      rssEnd: residentMemoryMiB(product.pid),
      rssPeak,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (!options) return;
  const workDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-bench-'));
  const binDir = options.postgres ? findPostgresBinDir() : undefined;
  if (options.postgres && !binDir)
    throw new Error('--postgres needs initdb and pg_ctl on this machine');
  const postgres = binDir ? await startPostgres(binDir) : undefined;
  const hello = await startServer({
    name: 'hello-world',
    entry: 'scripts/bench/helloServer.ts',
    port: await freePort(),
    readyPath: '/',
    logFile: path.join(workDir, 'hello.log'),
    env: {},
  });
  try {
    const shape = {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
    };
    const rounds: Round[] = [];
    let saturation: Saturation | undefined;
    for (const listings of options.sizes) {
      console.log(
        `${listings.toLocaleString('en-US')} listings on ${postgres ? 'PostgreSQL' : 'PGlite'}: seeding, starting the server`,
      );
      const product = await startProductServer({ listings, workDir, postgresUrl: postgres?.url });
      try {
        rounds.push(await measureRound(listings, hello, product, shape));
        if (listings === options.sizes.at(-1) && options.saturation > 0) {
          saturation = await saturate(listings, product, options);
        }
      } finally {
        await product.stop();
      }
    }
    printReport(rounds, saturation);
  } finally {
    await hello.stop();
    if (postgres) stopPostgres(postgres);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
