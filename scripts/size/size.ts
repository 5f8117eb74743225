/**
 * `npm run size`, after `npm run build`: per route, the gzip bytes of JS and CSS fetched before
 * it renders and of what it may fetch later; fails above the first-load ceilings (home, the landing
 * pages, the dashboard; 20 KB of CSS on every route), printing each target's gap, or when Stripe,
 * the dashboard, the forms or zod reach a route they do not belong to.
 */
import path from 'node:path';
import { type ChunkRecord, readChunkGraph, type RouteLoad, routeLoad } from './chunkGraph';
import { chunkGraphFile } from './chunkGraphPlugin';
import { biggestPackages, gzipMeter, gzipOf, kb } from './measure';
import {
  BANGLA_GROUP,
  CSS_TARGET,
  FIRST_LOAD_BASELINE,
  FIRST_LOAD_GROWTH_LIMIT,
  FIRST_LOAD_BUDGETS,
  HOME_ROUTE,
  PLACEMENT_RULES,
  ROUTES,
} from './routeTable';

// `npm run size -- <dir>` measures a build made with `--output-path <dir>/client`.
const DIST_DIR = path.resolve(process.argv[2] ?? path.join(__dirname, '../../dist'));

const graph = readChunkGraph(chunkGraphFile(DIST_DIR));
const gzip = gzipMeter(path.join(DIST_DIR, 'client'));
const allRouteGroups = new Set(ROUTES.flatMap((route) => route.groups));
const loads = new Map<string, RouteLoad>(
  ROUTES.map((route) => [route.path, routeLoad(graph, route.groups, allRouteGroups)]),
);
const deferredChunks = (load: RouteLoad) => load.deferred.flatMap((entry) => entry.chunks);
/** A Bangla reader's first load: the English one plus the Bangla chunk, fetched before rendering. */
const banglaChunks = (load: RouteLoad) =>
  load.deferred.filter((entry) => entry.group === BANGLA_GROUP).flatMap((entry) => entry.chunks);

console.log(
  'Gzip bytes per route: first load (fetched before the route renders) | deferred (what its ' +
    'code may fetch afterwards, an upper bound: e.g. the home carousel counts for every route)\n',
);
console.table(
  ROUTES.map(({ path: route }) => {
    const load = loads.get(route) as RouteLoad;
    const first = gzipOf(load.firstLoad, gzip);
    const later = gzipOf(deferredChunks(load), gzip);
    const bangla = gzipOf([...load.firstLoad, ...banglaChunks(load)], gzip);
    return {
      route,
      'first JS': kb(first.js),
      'first JS (Bangla)': kb(bangla.js),
      'first CSS': kb(first.css),
      'deferred JS': kb(later.js),
      'deferred CSS': kb(later.css),
    };
  }),
);

const loadOf = (route: string) => {
  const load = loads.get(route);
  if (!load) throw new Error(`A budget names ${route}, which is not in ROUTES (routeTable.ts)`);
  return load;
};
const home = loadOf(HOME_ROUTE);
console.log('Home, deferred:');
for (const { group, chunks } of home.deferred) {
  const bytes = gzipOf(chunks, gzip);
  console.log(`  ${group}: JS ${kb(bytes.js)}, CSS ${kb(bytes.css)}`);
}
// What to cut next, for each route with a budget.
for (const { route } of FIRST_LOAD_BUDGETS.slice(0, 5))
  console.log(
    `${route}, first load, biggest packages (source before minifying): ` +
      `${biggestPackages(loadOf(route).firstLoad, 8).join(', ')}`,
  );
console.log('');

const failures: string[] = [];
for (const { route, ceiling } of FIRST_LOAD_BUDGETS) {
  const first = gzipOf(loadOf(route).firstLoad, gzip);
  for (const kind of ['js', 'css'] as const)
    if (first[kind] > ceiling[kind])
      failures.push(
        `${route} first-load ${kind.toUpperCase()} is ${kb(first[kind])}, over its ${kb(ceiling[kind])} ceiling`,
      );
}

// Every route's first-load CSS, budgeted or not (Bootstrap's parts come with their components).
for (const [route, load] of loads) {
  const { css } = gzipOf(load.firstLoad, gzip);
  if (css > CSS_TARGET)
    failures.push(`${route} first-load CSS is ${kb(css)}, over ${kb(CSS_TARGET)} (every route)`);
}

// One change may add at most 3 KB of English first-load JS to a public page.
const englishGrowth = FIRST_LOAD_BUDGETS.flatMap(({ route }) => {
  const before = FIRST_LOAD_BASELINE[route];
  if (before === undefined) return [];
  const growth = gzipOf(loadOf(route).firstLoad, gzip).js - before;
  if (growth > FIRST_LOAD_GROWTH_LIMIT)
    failures.push(
      `${route} English first-load JS grew ${kb(growth)} since the baseline, over ${kb(FIRST_LOAD_GROWTH_LIMIT)}`,
    );
  return `${route} ${growth >= 0 ? '+' : ''}${kb(growth)}`;
});

const holds = (chunks: readonly ChunkRecord[], test: RegExp) =>
  chunks.some((chunk) => chunk.modules.some((module) => test.test(module.file)));
for (const rule of PLACEMENT_RULES) {
  for (const [route, load] of loads) {
    if (rule.allowedOn.includes(route)) continue;
    if (holds(load.firstLoad, rule.test))
      failures.push(`${rule.what}: in the first load of ${route}`);
    else if (!rule.mayBeDeferred && holds(deferredChunks(load), rule.test))
      failures.push(`${rule.what}: may be fetched later on ${route}`);
  }
}

if (failures.length > 0) {
  console.error(`Size check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Size check passed: every first load is under its ceiling.');
console.table(
  FIRST_LOAD_BUDGETS.map(({ route, target, ceiling }) => {
    const first = gzipOf(loadOf(route).firstLoad, gzip);
    const status = (kind: 'js' | 'css') =>
      first[kind] <= target[kind]
        ? `${kb(first[kind])}, target met`
        : `${kb(first[kind])}, MISSED by ${kb(first[kind] - target[kind])}`;
    return {
      route,
      'first JS': status('js'),
      'JS target / ceiling': `${kb(target.js)} / ${kb(ceiling.js)}`,
      'first CSS': status('css'),
      'CSS target / ceiling': `${kb(target.css)} / ${kb(ceiling.css)}`,
    };
  }),
);
console.log(
  'Gaps are explained in docs/decisions/0009-size-budget.md. Stripe, dashboard, forms, zod and ' +
    'the live client stay on their routes.',
);
console.log(
  `English first load since the baseline (limit +${kb(FIRST_LOAD_GROWTH_LIMIT)}): ` +
    `${englishGrowth.join(', ')}; the Bangla catalogue is in no route's first load.`,
);
