import type { MemoryReading } from './memory';

export interface LiveFigures {
  copies: 1 | 2;
  streams: number;
  /** Messages the server refused (each means two deliveries fewer expected). */
  refused: number;
  /** Why not every delivery arrived, or undefined when they all did. */
  undelivered: string | undefined;
  strays: number;
  latencies: number[];
  /** The readers' copy, each after a full collection. */
  memory: Record<
    'before' | 'withStreams' | 'afterDelivery' | 'after' | 'withStreamsAgain',
    MemoryReading
  >;
}

/** Live delivery's goals: p99 by the number of copies, and memory per open stream. */
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
  const { copies, streams, latencies, memory } = figures;
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p90, p99] = [50, 90, 99].map((p) => percentile(sorted, p)) as [
    number,
    number,
    number,
  ];
  const max = sorted.at(-1) ?? NaN;
  const kept = (reading: MemoryReading) => reading.kept;
  const perStreamKB = perStream(kept(memory.before), kept(memory.withStreams), streams);
  const MiB = 1024 * 1024;
  const perStreamRssKB = perStream(memory.before.rss, memory.withStreams.rss, streams, MiB);
  const warmRssKB = perStream(memory.after.rss, memory.withStreamsAgain.rss, streams, MiB);

  const where = copies === 2 ? 'two copies on one PostgreSQL (send on A, read on B)' : 'one copy';
  console.log(`\nLive delivery, ${where}`);
  console.log(
    `  streams open: ${streams}; deliveries: ${latencies.length}; ` +
      `refused sends: ${figures.refused}; strays: ${figures.strays}`,
  );
  if (figures.undelivered) console.log(`  NOT ALL DELIVERED: ${figures.undelivered}`);
  console.log(`  latency p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}, max ${ms(max)}`);
  const line = (name: string, reading: MemoryReading) =>
    `  ${name.padEnd(24)} RSS ${mib(reading.rss)}, heap and buffers ${mib(bytesToMiB(reading.kept))}`;
  console.log("  readers' copy, each after a full collection:");
  console.log(line('before the streams', memory.before));
  console.log(line('1,000 streams open', memory.withStreams));
  console.log(line('after delivering', memory.afterDelivery));
  console.log(line('streams closed', memory.after));
  console.log(line('1,000 streams open again', memory.withStreamsAgain));
  console.log(
    `  per open stream: ${kb(perStreamKB)} of heap and buffers; RSS ${kb(perStreamRssKB)} ` +
      `the first time (the process growing to its high-water mark), ${kb(warmRssKB)} again`,
  );
  console.log('Goals');
  const reached = !figures.undelivered && latencies.length > 0 && p99 <= P99_GOAL_MS[copies];
  console.log(`  ${verdict(reached)}  p99 <= ${P99_GOAL_MS[copies]} ms, every reader reached`);
  // What a stream keeps is measured after a full collection. RSS is a high-water mark (V8 and
  // malloc keep the pages the first opening grew to; it does not fall when the streams close),
  // so its goal is read on the second opening: what more streams cost a server already running.
  const small = perStreamKB !== undefined && perStreamKB < KB_PER_STREAM_GOAL;
  console.log(
    `  ${verdict(small)}  < ${KB_PER_STREAM_GOAL} KB kept per open stream (heap and buffers)`,
  );
  const warmSmall = warmRssKB !== undefined && warmRssKB < KB_PER_STREAM_GOAL;
  console.log(
    `  ${verdict(warmSmall)}  < ${KB_PER_STREAM_GOAL} KB of RSS per open stream on a warm server`,
  );
}

const bytesToMiB = (bytes: number | undefined) =>
  bytes === undefined ? undefined : bytes / (1024 * 1024);
const kb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} KB`);

/** KB per stream between two readings; `unit` bytes per reading unit (RSS is in MiB). */
function perStream(
  before: number | undefined,
  after: number | undefined,
  streams: number,
  unit = 1,
): number | undefined {
  if (before === undefined || after === undefined) return undefined;
  return ((after - before) * unit) / 1024 / streams;
}
