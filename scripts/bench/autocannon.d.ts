/**
 * autocannon 9 ships no types and @types/autocannon is not installed: the part of its
 * programmatic API the benchmark uses, as its README and lib/aggregateResult.js define it.
 */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds without an answer before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Sent in turn on every connection. */
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    /** Latency in milliseconds. */
    latency: Histogram;
    /** Requests per second, sampled each second. */
    requests: Histogram & { sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
