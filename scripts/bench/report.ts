import type { Measurement } from './load';
import { SEARCH_ENDPOINT } from './searchEndpoints';
import { SELLER_ENDPOINT } from './sellerEndpoints';

/**
 * The goals: each endpoint at half the hello-world ceiling or more, and its p99 at 100k listings at
 * most 1.5 times its p99 at 1k (docs/quality.md); each kind of search at a p99 of 25 ms or less
 * at every size (at 10 connections); each call of the seller page at the seller of
 * 5,000 listings and 5,000 reviews at a p99 of 25 ms or less.
 */
export const MIN_RATIO_TO_CEILING = 0.5;
export const MAX_P99_GROWTH = 1.5;
export const MAX_SEARCH_P99_MS = 25;
export const MAX_SELLER_P99_MS = 25;

/** One endpoint at one size, with the ceiling measured just before it. */
export interface EndpointFigures {
  name: string;
  listings: number;
  measurement: Measurement;
  ceiling: Measurement;
}

export interface Saturation {
  listings: number;
  seconds: number;
  connections: number;
  measurement: Measurement;
  /** The server's VmRSS in MiB; undefined off Linux. */
  rssStart: number | undefined;
  rssEnd: number | undefined;
  rssPeak: number | undefined;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const mib = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} MiB`);
const verdict = (met: boolean) => (met ? 'met   ' : 'MISSED');
const ratioOf = (f: EndpointFigures) =>
  f.measurement.requestsPerSecond / f.ceiling.requestsPerSecond;
/**
 * The same ratio from the servers' CPU time per request: what it would be if each server had the
 * machine to itself. On a machine shared with other work the ceiling's own rate moves several-fold
 * between endpoints; CPU time per request hardly does.
 */
const cpuRatioOf = ({ measurement, ceiling }: EndpointFigures) =>
  measurement.cpuMicrosPerRequest && ceiling.cpuMicrosPerRequest
    ? ceiling.cpuMicrosPerRequest / measurement.cpuMicrosPerRequest
    : undefined;
const cpu = (m: Measurement) =>
  m.cpuMicrosPerRequest === undefined ? 'n/a' : m.cpuMicrosPerRequest.toFixed(0);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const cell = (text: string, column: number) =>
    column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!);
  return rows.map((row) => row.map(cell).join('  ')).join('\n');
}

function row(name: string, listings: string, m: Measurement, ratio: number): string[] {
  const errors = `${count(m.errors)}${m.timeouts ? ` (${count(m.timeouts)} timeouts)` : ''}`;
  const latency = [ms(m.p50), ms(m.p99)];
  return [
    name,
    listings,
    count(m.requestsPerSecond),
    ...latency,
    ratio.toFixed(2),
    cpu(m),
    count(m.non2xx),
    errors,
  ];
}

function printTable(figures: EndpointFigures[]): void {
  const header = [
    'endpoint',
    'listings',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs ceiling',
    'CPU µs/req',
    'non-2xx',
    'errors',
  ];
  const rows = figures.flatMap((f, index) => [
    ...(index === 0 || figures[index - 1]!.ceiling !== f.ceiling
      ? [row('hello-world (ceiling)', '-', f.ceiling, 1)]
      : []),
    row(f.name, count(f.listings), f.measurement, ratioOf(f)),
  ]);
  console.log(`\n${table([header, ...rows])}\n`);
}

function printGoals(figures: EndpointFigures[]): void {
  console.log(
    `Goal: each endpoint serves >= ${MIN_RATIO_TO_CEILING} x the ceiling's requests/s (in brackets: the ceiling's CPU per request over the endpoint's)`,
  );
  for (const f of figures) {
    const ratio = ratioOf(f);
    const byCpu = cpuRatioOf(f);
    const cpuRatio = byCpu === undefined ? '' : ` (${byCpu.toFixed(2)})`;
    console.log(
      `  ${verdict(ratio >= MIN_RATIO_TO_CEILING)}  ${f.name} at ${count(f.listings)}: ${ratio.toFixed(2)}${cpuRatio}`,
    );
  }
  const sizes = [...new Set(figures.map((f) => f.listings))];
  const [smallest, largest] = [sizes[0], sizes.at(-1)];
  if (smallest === undefined || largest === undefined || smallest === largest) return;
  console.log(
    `\nGoal: p99 at ${count(largest)} listings <= ${MAX_P99_GROWTH} x p99 at ${count(smallest)}`,
  );
  for (const big of figures.filter((f) => f.listings === largest)) {
    const small = figures.find((f) => f.name === big.name && f.listings === smallest);
    if (!small) continue;
    // autocannon's latencies are whole milliseconds: a p99 of 0 would make any growth infinite.
    const growth = big.measurement.p99 / Math.max(small.measurement.p99, 1);
    const change = `${ms(small.measurement.p99)} -> ${ms(big.measurement.p99)} ms`;
    // Whole milliseconds apart at a few milliseconds: say so, the ratio alone overstates it.
    const coarse = big.measurement.p99 < 10 ? ', at whole-millisecond resolution' : '';
    console.log(
      `  ${verdict(growth <= MAX_P99_GROWTH)}  ${big.name}: ${change} (${growth.toFixed(2)} x${coarse})`,
    );
  }
}

/** A p99 goal for the endpoints whose name starts with `prefix`, and no failed request. */
function printLatencyGoal(
  label: string,
  prefix: string,
  maxP99: number,
  figures: EndpointFigures[],
  connections: number,
): void {
  const measured = figures.filter((f) => f.name.startsWith(prefix));
  if (measured.length === 0) return;
  console.log(`\nGoal: ${label} p99 <= ${maxP99} ms at ${connections} connections`);
  for (const f of measured) {
    const p99 = f.measurement.p99;
    const met = p99 <= maxP99 && f.measurement.non2xx + f.measurement.errors === 0;
    console.log(`  ${verdict(met)}  ${f.name} at ${count(f.listings)}: ${ms(p99)} ms`);
  }
}

function printSaturation(saturation: Saturation): void {
  const { measurement: m, rssStart, rssEnd, rssPeak } = saturation;
  const { seconds, connections, listings } = saturation;
  console.log(
    `\nSaturation: ${seconds} s, ${connections} connections, the endpoints in turn, ${count(listings)} listings`,
  );
  const latency = `p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms`;
  console.log(`  ${count(m.requestsPerSecond)} req/s, ${latency}, ${count(m.total)} requests`);
  const failures = `${count(m.non2xx)} non-2xx, ${count(m.errors)} errors (${count(m.timeouts)} timeouts)`;
  console.log(`  ${verdict(m.non2xx + m.errors === 0)}  no failed requests: ${failures}`);
  const change = rssStart !== undefined && rssEnd !== undefined ? Math.round(rssEnd - rssStart) : 0;
  const growth =
    rssStart !== undefined && rssEnd !== undefined
      ? ` (${change >= 0 ? '+' : ''}${change} MiB)`
      : '';
  console.log(
    `  server RSS: ${mib(rssStart)} at start, ${mib(rssEnd)} at end${growth}, peak ${mib(rssPeak)}`,
  );
}

export function printReport(
  figures: EndpointFigures[],
  saturation: Saturation | undefined,
  connections: number,
): void {
  printTable(figures);
  printGoals(figures);
  printLatencyGoal('search', SEARCH_ENDPOINT, MAX_SEARCH_P99_MS, figures, connections);
  const seller = 'the seller page (5,000 listings, 5,000 reviews)';
  printLatencyGoal(seller, SELLER_ENDPOINT, MAX_SELLER_P99_MS, figures, connections);
  if (saturation) printSaturation(saturation);
}
