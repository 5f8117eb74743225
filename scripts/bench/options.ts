import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Listings in the database for each measured round. */
  sizes: number[];
  /** Seconds measured per endpoint, after `warmup` seconds that are not counted. */
  duration: number;
  warmup: number;
  /** Concurrent connections of the per-endpoint measurements (the ceiling's too). */
  connections: number;
  /** Seconds of the saturation run on the largest size; 0 skips it. */
  saturation: number;
  saturationConnections: number;
  /** A throwaway PostgreSQL server (initdb/pg_ctl on the machine) instead of PGlite. */
  postgres: boolean;
  /** The live delivery run instead (live/liveBench.ts): 1,000 streams, one message each pair. */
  live: boolean;
  /** Only the endpoints whose name contains this ('search', '/adv'...). */
  only?: string | undefined;
}

const USAGE = `npm run bench -- [options]
  --sizes 1000,100000          listings per round (default 1000,100000)
  --duration 10                seconds measured per endpoint (default 10)
  --warmup 3                   seconds of warm-up before each measurement (default 3)
  --connections 10             concurrent connections per measurement (default 10)
  --saturation 60              seconds of the saturation run; 0 skips it (default 60)
  --saturation-connections 50  connections of the saturation run (default 50)
  --postgres                   a throwaway PostgreSQL server instead of the embedded PGlite
  --live                       live delivery instead: 1,000 open streams, 500 messages at 50/s;
                               with --postgres, two server copies (send on A, read on B)
  --only search                only the endpoints whose name contains the text (default all);
                               the seller of 5,000 listings is seeded only with --only seller or all`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`--${name} must be a whole number, not "${value}"\n\n${USAGE}`);
  }
  return number;
}

/** The command line, or undefined after printing the usage for --help. */
export function parseBenchOptions(args: string[]): BenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      saturation: { type: 'string' },
      'saturation-connections': { type: 'string' },
      postgres: { type: 'boolean', default: false },
      live: { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const sizes = (values.sizes ?? '1000,100000')
    .split(',')
    .map((size) => positiveInteger('sizes', size.trim().replace(/_/g, ''), 0));
  if (sizes.length === 0 || sizes.some((size) => size < 1)) {
    throw new Error(`--sizes must list listing counts\n\n${USAGE}`);
  }
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    duration: Math.max(1, positiveInteger('duration', values.duration, 10)),
    warmup: positiveInteger('warmup', values.warmup, 3),
    connections: Math.max(1, positiveInteger('connections', values.connections, 10)),
    saturation: positiveInteger('saturation', values.saturation, 60),
    saturationConnections: Math.max(
      1,
      positiveInteger('saturation-connections', values['saturation-connections'], 50),
    ),
    postgres: values.postgres,
    live: values.live,
    only: values.only,
  };
}
