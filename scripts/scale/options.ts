import { parseArgs } from 'node:util';

/** The sizes and durations of one run; `--short` shrinks them for CI (.ci/run). */
export interface ScaleOptions {
  short: boolean;
  /** Start redis-server and give the copies REDIS_URL (rate limits there rather than in PG). */
  redis: boolean;
  copies: number;
  /** Buyers racing for one book. */
  racers: number;
  /** Calls of the rate-limit burst, spread over the copies. */
  burst: number;
  /** The rolling restart: requests per second through the balancer and for how long at least. */
  restartRate: number;
  restartSeconds: number;
  /** The SIGKILL check: load for this long, the kill halfway. */
  killRate: number;
  killSeconds: number;
  /** Throughput with 1..copies copies: closed-loop connections and seconds per size. */
  throughputConnections: number;
  throughputSeconds: number;
}

const USAGE = `npm run scale -- [--short] [--redis] [--copies N]
  --short    reduced durations and sizes (CI: at most 3 minutes with startup)
  --redis    start redis-server and pass REDIS_URL to the copies
  --copies   how many product copies (default 3)`;

export function parseOptions(argv: string[]): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      short: { type: 'boolean', default: false },
      redis: { type: 'boolean', default: false },
      copies: { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const copies = Number(values.copies);
  if (!Number.isInteger(copies) || copies < 2 || copies > 8) {
    throw new Error(`--copies must be an integer from 2 to 8\n${USAGE}`);
  }
  const short = values.short;
  return {
    short,
    redis: values.redis,
    copies,
    racers: 10,
    burst: 90,
    restartRate: short ? 100 : 200,
    restartSeconds: short ? 10 : 60,
    killRate: short ? 100 : 200,
    killSeconds: short ? 6 : 20,
    throughputConnections: 16,
    throughputSeconds: short ? 3 : 15,
  };
}
