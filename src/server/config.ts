import { z } from 'zod';
import {
  BooleanFlagSchema,
  commaSeparatedEmails,
  commaSeparatedOrigins,
  perMinute,
  SEED_DEMO_REFUSED,
  SeedDemoConfirmationSchema,
} from './configValues';

const ConfigShape = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** When set, a PostgreSQL server; otherwise the embedded PGlite in `${DATA_DIR}/pgdata`. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json for log collectors; pretty for a person at a terminal (npm start sets it there). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Unset: seed with the Auth emulator only (see SEED_DEMO_REFUSED for a real project). */
  SEED_DEMO: BooleanFlagSchema.optional(),
  SEED_DEMO_IN_PRODUCTION: SeedDemoConfirmationSchema,
  CLIENT_DIR: z.string().trim().min(1).default('dist/client'),
  /**
   * On SIGTERM, how long the copy keeps serving after GET /api/ready turns 503, so the load
   * balancer's health check notices first: more than its check interval times the failures it
   * waits for (HAProxy's `inter 1s fall 2`: 2 s). SIGINT (Ctrl-C at a terminal) skips it.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * Then the copy stops accepting connections and gives the requests in flight this long to
   * finish; any still open after it are cut and the process exits 1.
   */
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /**
   * The origin people reach the product at (https://books.example.com), for the absolute URLs of
   * a book page's link preview. Unset: the request's own scheme and Host, which behind a proxy
   * are the inner ones (docs/decisions/0027-book-page-open-graph.md).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((value) => new URL(value).origin)
    .optional(),
  FIREBASE_PROJECT_ID: z.string().trim().min(1).default('demo-usedbooks'),
  /** host:port of the Auth emulator; never set in production (ID tokens there are unsigned). */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .trim()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  CORS_ORIGINS: commaSeparatedOrigins,
  /**
   * Signs the server's own access tokens. Every copy behind one load balancer needs the same
   * one; when unset, server.ts generates one into the data folder (see auth/accessTokenSecret.ts).
   */
  ACCESS_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** The only way to become admin: nobody can ask for that role through the API. */
  ADMIN_EMAILS: commaSeparatedEmails,
  /** Per client address: POST/GET /jwt call Firebase for every ID token, so they are bounded. */
  JWT_RATE_LIMIT_PER_MINUTE: perMinute(30),
  /** Per signed-in person: each upload writes a file of up to IMAGE_MAX_BYTES to disk. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: perMinute(30),
  /** Per signed-in person: POST /orders. Someone shopping orders a few books a minute at most. */
  ORDER_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /**
   * Per signed-in person and per payment route (create-payment-intent, test-payments/confirm,
   * payments): each may call the payment provider. The payment page asks for an intent on every
   * visit and a declined card is retried, so a person needs several a minute, never dozens.
   */
  PAYMENT_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /**
   * Per signed-in person: POST /conversations and POST /conversations/{id}/messages together
   * (one budget). A person chatting sends a message every few seconds at the most.
   */
  MESSAGE_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /**
   * Per client address (searchers need not sign in): GET /search. A search page asks once per
   * pause in typing and once per page or filter, so a person makes a few a second at the most;
   * several people may share one address (a campus, a carrier's NAT). Up to a million, so that a
   * load test from one address (npm run bench) can measure search rather than the limit.
   */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /**
   * The seed's third-party image host. The client build reads both and uploads there instead of
   * POST /upload when the key is set; the server only lets the browser reach it (CSP connect-src).
   */
  IMAGE_HOST_KEY: z.string().trim().min(1).optional(),
  IMAGE_HOST_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('https://api.imgbb.com/1/upload'),
  /**
   * Stripe, when both keys are set (test-mode keys work); otherwise the built-in test-mode
   * provider, so card payment works offline. The publishable key reaches the browser through
   * GET /payment-config; the secret key never leaves the server.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  /**
   * Signs the events Stripe posts to /api/stripe/webhook (the endpoint's "signing secret"). The
   * route exists only with it; without it, a payment whose page closed is recorded by the expiry.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Three-letter ISO code; the payment page shows amounts with $, so usd by default. */
  PAYMENT_CURRENCY: z
    .string()
    .trim()
    .regex(/^[a-z]{3}$/, 'must be a lower-case ISO currency code')
    .default('usd'),
  /** How long a buyer's payment intent holds the listing against other buyers. */
  PAYMENT_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * Unpaid orders are cancelled this long after they were placed
   * (docs/product.md#order-lifecycle).
   */
  ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(24 * 60),
  /**
   * How long one confirmed catch-up with PostgreSQL lets a copy answer public lists from memory
   * (decision 0037's lease): another copy's write shows here within this plus one round trip.
   * 0: every such answer waits for a round trip of its own (the tests' setting).
   */
  PUBLIC_ANSWERS_LEASE_MS: z.coerce.number().int().min(0).max(900).default(200),
  /** How often each server copy runs the (idempotent, single-statement) expiry sweep; 0 never. */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * How often each server copy removes uploads nobody used for ABANDONED_UPLOAD_HOURS (also once
   * at start); 0 never on a timer.
   */
  UPLOAD_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /**
   * A comment line on every open live stream this often, so proxies and load balancers do not
   * close it as idle (most give up after 30 to 60 seconds of silence).
   */
  LIVE_KEEPALIVE_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** How long the live events are kept for reconnecting clients; older ones get a reset. */
  LIVE_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** How often each server copy deletes live events past their retention; 0 never. */
  LIVE_EVENT_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /**
   * Where notifications are sent by e-mail: smtp://user:pass@host:587 (STARTTLS when offered) or
   * smtps://host:465. Unset: no e-mail at all (said once at start), notifications stay in the
   * outbox as pending (docs/decisions/0033-mail-outbox.md). npm start runs a local inbox.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  /** The From of every mail; its domain also names each mail's Message-ID. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/@[^@\s>]+>?$/, 'must be an address, e.g. Used Books <no-reply@example.com>')
    .default('Used Books <no-reply@usedbooks.example>'),
  /** Tries per mail, the first included, before its notification is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** How often each copy looks for due mails; cheap (a partial index of pending rows); 0 never. */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * How long a copy holds the mails it took: another copy (or this one after a crash) takes them
   * again only after this, so it must exceed the slowest send (nodemailer gives up after ~2 min).
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

const usesAuthEmulator = (config: { FIREBASE_AUTH_EMULATOR_HOST?: string | undefined }) =>
  config.FIREBASE_AUTH_EMULATOR_HOST !== undefined;

const ConfigSchema = ConfigShape.refine(
  (config) => Boolean(config.STRIPE_SECRET_KEY) === Boolean(config.STRIPE_PUBLISHABLE_KEY),
  {
    path: ['STRIPE_PUBLISHABLE_KEY'],
    message: 'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together, or neither',
  },
)
  .refine((config) => !config.STRIPE_WEBHOOK_SECRET || Boolean(config.STRIPE_SECRET_KEY), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'only means something with Stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY too',
  })
  .refine(
    (config) =>
      config.SEED_DEMO !== true ||
      usesAuthEmulator(config) ||
      config.SEED_DEMO_IN_PRODUCTION !== undefined,
    { path: ['SEED_DEMO'], message: SEED_DEMO_REFUSED },
  )
  .transform((config) => ({ ...config, SEED_DEMO: config.SEED_DEMO ?? usesAuthEmulator(config) }));

export type Config = z.infer<typeof ConfigSchema>;

/** The configuration the app runs with: by then the access-token secret is always known. */
export type AppConfig = Config & { ACCESS_TOKEN_SECRET: string };

/** Thrown at start when the environment is unusable; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads only the variables we know; an empty one (`FOO=` in a .env file) counts as unset. */
function pickKnownVariables(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const known = Object.keys(ConfigShape.shape);
  return Object.fromEntries(
    known.map((key) => {
      const value = env[key];
      return [key, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(pickKnownVariables(env));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
