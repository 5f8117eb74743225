export interface LiveFigures {
  copies: 1 | 2;
  streams: number;
  /** Messages the server refused (each means two deliveries fewer expected). */
  refused: number;
  /** Why not every delivery arrived, or undefined when they all did. */
  undelivered: string | undefined;
  strays: number;
  latencies: number[];
  /** Resident memory of the readers' copy, MiB. */
  rss: {
    before: number | undefined;
    withStreams: number | undefined;
    atPeak: number | undefined;
    after: number | undefined;
  };
}

/** The issue's goals (issue 17, Speed and scale). */
const P99_GOAL_MS = { 1: 250, 2: 500 } as const;
const KB_PER_STREAM_GOAL = 50;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value.toFixed(1)} MiB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** Prints the figures and the goals; a benchmark, so a missed goal is printed, not thrown. */
export function printLiveReport(figures: LiveFigures): void {
  const { copies, streams, latencies, rss } = figures;
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p90, p99] = [50, 90, 99].map((p) => percentile(sorted, p)) as [
    number,
    number,
    number,
  ];
  const max = sorted.at(-1) ?? NaN;
  const perStreamKB =
    rss.before === undefined || rss.withStreams === undefined
      ? undefined
      : ((rss.withStreams - rss.before) * 1024) / streams;

  console.log(
    `\nLive delivery, ${copies === 2 ? 'two copies on one PostgreSQL (send A, read B)' : 'one copy'}`,
  );
  console.log(
    `  streams open: ${streams}; deliveries: ${latencies.length}; refused sends: ${figures.refused}; strays: ${figures.strays}`,
  );
  if (figures.undelivered) console.log(`  NOT ALL DELIVERED: ${figures.undelivered}`);
  console.log(`  latency p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}, max ${ms(max)}`);
  console.log(
    `  RSS: before ${mib(rss.before)}, streams open ${mib(rss.withStreams)}, ` +
      `while delivering ${mib(rss.atPeak)}, after closing ${mib(rss.after)}`,
  );
  console.log(
    `  per stream: ${perStreamKB === undefined ? 'n/a' : `${perStreamKB.toFixed(1)} KB`}`,
  );
  console.log(`Goals`);
  console.log(
    `  ${verdict(!figures.undelivered && p99 <= P99_GOAL_MS[copies])}  p99 <= ${P99_GOAL_MS[copies]} ms, every reader reached`,
  );
  console.log(
    `  ${verdict(perStreamKB !== undefined && perStreamKB < KB_PER_STREAM_GOAL)}  < ${KB_PER_STREAM_GOAL} KB per open stream`,
  );
}
