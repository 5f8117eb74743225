import autocannon, { type Request } from 'autocannon';
import { cpuSecondsOf } from './processes';

/** One endpoint's figures under load. */
export interface Measurement {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx. */
  non2xx: number;
  /** Requests that got no answer: socket errors and timeouts (timeouts also counted alone). */
  errors: number;
  timeouts: number;
  total: number;
  /**
   * The server process's CPU time per answered request, in microseconds (its own: PostgreSQL's
   * work is in PostgreSQL's processes); undefined without a pid or off Linux.
   */
  cpuMicrosPerRequest: number | undefined;
}

export interface LoadTarget {
  baseUrl: string;
  /** Sent in turn on each connection; one entry for a single endpoint. */
  requests: Request[];
  headers?: Record<string, string>;
  /** The server's process, whose CPU time is read around the measured seconds. */
  pid?: number | undefined;
}

export interface LoadShape {
  connections: number;
  duration: number;
  /** Seconds of the same load first, not counted: JIT, caches and pools warm up. */
  warmup?: number;
}

async function fire(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.baseUrl,
    connections,
    duration,
    timeout: 10,
    requests: target.requests,
    ...(target.headers ? { headers: target.headers } : {}),
  });
}

/** autocannon on loopback: warm-up, then the measured run. */
export async function measure(target: LoadTarget, shape: LoadShape): Promise<Measurement> {
  if (shape.warmup) await fire(target, shape.connections, shape.warmup);
  const cpuBefore = target.pid ? cpuSecondsOf(target.pid) : undefined;
  const result = await fire(target, shape.connections, shape.duration);
  const cpuAfter = target.pid ? cpuSecondsOf(target.pid) : undefined;
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    cpuMicrosPerRequest:
      cpu === undefined || result.requests.total === 0
        ? undefined
        : (cpu * 1e6) / result.requests.total,
  };
}
