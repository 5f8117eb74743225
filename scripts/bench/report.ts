import type { Measurement } from './load';

/** The goals of issue 6. */
export const MIN_RATIO_TO_CEILING = 0.5;
export const MAX_P99_GROWTH = 1.5;

export interface Round {
  listings: number;
  ceiling: Measurement;
  endpoints: { name: string; measurement: Measurement }[];
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

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}

function figures(listings: number, name: string, m: Measurement, ceiling: Measurement) {
  return [
    count(listings),
    name,
    count(m.requestsPerSecond),
    ms(m.p50),
    ms(m.p99),
    (m.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
    count(m.non2xx),
    count(m.errors),
  ];
}

export function printReport(rounds: Round[], saturation: Saturation | undefined): void {
  const header = [
    'listings',
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs ceiling',
    'non-2xx',
    'errors',
  ];
  const rows = rounds.flatMap((round) => [
    figures(round.listings, 'hello-world (ceiling)', round.ceiling, round.ceiling),
    ...round.endpoints.map(({ name, measurement }) =>
      figures(round.listings, name, measurement, round.ceiling),
    ),
  ]);
  console.log(`\n${table([header, ...rows])}\n`);

  console.log(`Goal: each endpoint serves >= ${MIN_RATIO_TO_CEILING} x the ceiling's requests/s`);
  for (const round of rounds) {
    for (const { name, measurement } of round.endpoints) {
      const ratio = measurement.requestsPerSecond / round.ceiling.requestsPerSecond;
      console.log(
        `  ${verdict(ratio >= MIN_RATIO_TO_CEILING)}  ${name} at ${count(round.listings)}: ${ratio.toFixed(2)}`,
      );
    }
  }

  const smallest = rounds[0];
  const largest = rounds.at(-1);
  if (smallest && largest && largest !== smallest) {
    console.log(
      `\nGoal: p99 at ${count(largest.listings)} listings <= ${MAX_P99_GROWTH} x p99 at ${count(smallest.listings)}`,
    );
    for (const { name, measurement } of largest.endpoints) {
      const before = smallest.endpoints.find((endpoint) => endpoint.name === name)?.measurement;
      if (!before) continue;
      // A p99 of 0 ms (below the histogram's 1 ms resolution) would make any growth infinite.
      const growth = measurement.p99 / Math.max(before.p99, 1);
      console.log(
        `  ${verdict(growth <= MAX_P99_GROWTH)}  ${name}: ${ms(before.p99)} -> ${ms(measurement.p99)} ms (${growth.toFixed(2)} x)`,
      );
    }
  }

  if (!saturation) return;
  const { measurement: m, rssStart, rssEnd, rssPeak } = saturation;
  console.log(
    `\nSaturation: ${saturation.seconds} s, ${saturation.connections} connections, the three endpoints in turn, ${count(saturation.listings)} listings`,
  );
  console.log(
    `  ${count(m.requestsPerSecond)} req/s, p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms, ${count(m.total)} requests`,
  );
  const failures = m.non2xx + m.errors;
  console.log(
    `  ${verdict(failures === 0)}  no failed requests: ${count(m.non2xx)} non-2xx, ${count(m.errors)} errors (${count(m.timeouts)} timeouts)`,
  );
  const growth =
    rssStart !== undefined && rssEnd !== undefined
      ? ` (${rssEnd - rssStart >= 0 ? '+' : ''}${(rssEnd - rssStart).toFixed(0)} MiB)`
      : '';
  console.log(
    `  server RSS: ${mib(rssStart)} at start, ${mib(rssEnd)} at end${growth}, peak ${mib(rssPeak)}`,
  );
}
