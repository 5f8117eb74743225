import type { LoadMix } from './loadMix';
import { percentile } from './report';

/** A request that failed: when it was sent (performance.now()) and why (status or error). */
export interface Failure {
  sentAt: number;
  answeredAt: number;
  why: string;
}

export interface LoadStats {
  sent: number;
  failed: number;
  failures: Failure[];
  /** Milliseconds, of every request (failed ones too). */
  latencies: number[];
  seconds: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** One request; any non-2xx/3xx answer or network error counts as failed. */
async function send(baseUrl: string, mix: LoadMix, stats: LoadStats): Promise<void> {
  const request = mix.next();
  const sentAt = performance.now();
  stats.sent += 1;
  let why: string | undefined;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      ...(request.headers ? { headers: request.headers } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.status >= 400) why = String(response.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    why = cause ?? (error as Error).name ?? 'network';
  }
  const answeredAt = performance.now();
  stats.latencies.push(answeredAt - sentAt);
  if (why !== undefined) {
    stats.failed += 1;
    stats.failures.push({ sentAt, answeredAt, why });
  }
}

const emptyStats = (): LoadStats => ({
  sent: 0,
  failed: 0,
  failures: [],
  latencies: [],
  seconds: 0,
});

/**
 * Open loop: `rate` requests a second on schedule, whatever the answers take (as people keep
 * arriving), until `stop()`, which waits for the requests still in flight.
 */
export function startOpenLoad(baseUrl: string, mix: LoadMix, rate: number) {
  const stats = emptyStats();
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (stats.sent < due) {
      const request = send(baseUrl, mix, stats);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
  }, 5);
  return {
    stats,
    inFlight: () => inFlight.size,
    async stop(): Promise<LoadStats> {
      clearInterval(timer);
      stats.seconds = (performance.now() - start) / 1000;
      await Promise.all(inFlight);
      return stats;
    },
  };
}

/** Closed loop: `connections` callers, each sending its next request as soon as one answers. */
export async function closedLoad(
  baseUrl: string,
  mix: LoadMix,
  connections: number,
  seconds: number,
): Promise<LoadStats> {
  const stats = emptyStats();
  const start = performance.now();
  const end = start + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) await send(baseUrl, mix, stats);
  };
  await Promise.all(Array.from({ length: connections }, caller));
  stats.seconds = (performance.now() - start) / 1000;
  return stats;
}

/** "sent 12000, failed 0; p50 4 ms, p99 31 ms" and the failures counted by reason. */
export function describeLoad(stats: LoadStats): string {
  const reasons = new Map<string, number>();
  for (const { why } of stats.failures) reasons.set(why, (reasons.get(why) ?? 0) + 1);
  const listed = [...reasons].map(([why, count]) => `${why}×${count}`).join(', ');
  const p = (q: number) => Math.round(percentile(stats.latencies, q));
  return (
    `sent ${stats.sent} in ${stats.seconds.toFixed(1)} s (${Math.round(stats.sent / stats.seconds)}/s), ` +
    `failed ${stats.failed}${listed ? ` (${listed})` : ''}; p50 ${p(50)} ms, p99 ${p(99)} ms`
  );
}
