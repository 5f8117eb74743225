import type { Request } from 'autocannon';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { measure, type LoadShape, type LoadTarget } from './load';
import type { BenchOptions } from './options';
import { residentMemoryMiB, type RunningServer } from './processes';
import { BENCH_CALLER, type ProductServer } from './productServer';
import type { EndpointFigures, Saturation } from './report';
import { searchEndpoints } from './searchEndpoints';
import { sellerEndpoints } from './sellerEndpoints';

const api = (url: string) => `${API_PREFIX}${url}`;

/**
 * What is measured: the endpoints of docs/quality.md#speed, one at a time, then at once; only
 * those whose name contains `only`, when given.
 */
export function endpointsOf(
  server: ProductServer,
  only?: string,
): { name: string; requests: Request[] }[] {
  const all = [
    { name: 'GET /api/Categories', requests: [{ path: api(API.categories.url()) }] },
    { name: 'GET /api/adv', requests: [{ path: api(API.advertisements.url()) }] },
    {
      // The first page of each category in turn, as a signed-in buyer opening them.
      name: 'GET /api/CategoryBooks/{id}',
      requests: server.categoryIds.map((id) => ({
        path: api(API.categoryListings.url(id)),
        headers: server.signedIn,
      })),
    },
    {
      // The book page of each listing of those first pages in turn, anonymous.
      name: 'GET /api/listings/{id}',
      requests: server.listingIds.map((id) => ({ path: api(API.listing.url(id)) })),
    },
    ...searchEndpoints(),
    ...(server.bigSeller
      ? sellerEndpoints(server.bigSeller, { email: BENCH_CALLER.email, headers: server.signedIn })
      : []),
  ];
  return only ? all.filter((endpoint) => endpoint.name.includes(only)) : all;
}

/**
 * For each endpoint: the ceiling, then the endpoint at every size, back to back. Whatever else
 * the machine is doing then weighs on the figures that are compared with each other alike.
 */
export async function measureEndpoints(
  hello: RunningServer,
  servers: { listings: number; server: ProductServer }[],
  shape: LoadShape,
  only?: string,
): Promise<EndpointFigures[]> {
  const seconds = (shape.warmup ?? 0) + shape.duration;
  const names = endpointsOf(servers[0]!.server, only).map((endpoint) => endpoint.name);
  const figures: EndpointFigures[] = [];
  for (const [index, name] of names.entries()) {
    console.log(`  ${name}: the ceiling, then each size (${seconds} s each)`);
    const ceilingTarget = { baseUrl: hello.baseUrl, requests: [{ path: '/' }], pid: hello.pid };
    const ceiling = await measure(ceilingTarget, shape);
    for (const { listings, server } of servers) {
      const { requests } = endpointsOf(server, only)[index]!;
      const target = { baseUrl: server.baseUrl, requests, pid: server.pid };
      const measurement = await measure(target, shape);
      figures.push({ name, listings, measurement, ceiling });
    }
  }
  return figures;
}

/** All the endpoints in turn on many connections; the server's memory sampled every second. */
export async function saturate(
  listings: number,
  server: ProductServer,
  options: BenchOptions,
): Promise<Saturation> {
  const { saturation: seconds, saturationConnections: connections } = options;
  console.log(
    `  saturation at ${listings.toLocaleString('en-US')} listings: ${connections} connections for ${seconds} s`,
  );
  const target: LoadTarget = {
    baseUrl: server.baseUrl,
    requests: endpointsOf(server, options.only).flatMap((endpoint) => endpoint.requests),
  };
  const rssStart = residentMemoryMiB(server.pid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    const rss = residentMemoryMiB(server.pid);
    if (rss !== undefined) rssPeak = Math.max(rssPeak ?? 0, rss);
  }, 1000);
  try {
    const measurement = await measure(target, { connections, duration: seconds });
    const rssEnd = residentMemoryMiB(server.pid);
    return { listings, seconds, connections, measurement, rssStart, rssEnd, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}
