import { z } from 'zod';
import { SEED_DEMO_REFUSED } from './configValues';
import {
  CONNECTION_VARIABLES,
  DATA_VARIABLES,
  IDENTITY_VARIABLES,
  LIVE_VARIABLES,
  MAIL_VARIABLES,
  MODERATION_VARIABLES,
  PAYMENT_VARIABLES,
  PHOTO_VARIABLES,
  RATE_LIMIT_VARIABLES,
  SERVER_VARIABLES,
} from './configVariables';

/**
 * Every variable the server reads, each with the reference's text about it as zod metadata
 * (configVariables/): docs/configuration.md and .env.example are generated from these groups.
 */
const ConfigShape = z.object({
  ...SERVER_VARIABLES.variables,
  ...CONNECTION_VARIABLES.variables,
  ...DATA_VARIABLES.variables,
  ...IDENTITY_VARIABLES.variables,
  ...RATE_LIMIT_VARIABLES.variables,
  ...MODERATION_VARIABLES.variables,
  ...PHOTO_VARIABLES.variables,
  ...PAYMENT_VARIABLES.variables,
  ...LIVE_VARIABLES.variables,
  ...MAIL_VARIABLES.variables,
});

/** The names loadConfig reads, for the reference's check that every one is documented. */
export const CONFIG_VARIABLE_NAMES = Object.keys(ConfigShape.shape);

const usesAuthEmulator = (config: { FIREBASE_AUTH_EMULATOR_HOST?: string | undefined }) =>
  config.FIREBASE_AUTH_EMULATOR_HOST !== undefined;

const ConfigSchema = ConfigShape.refine(
  (config) => Boolean(config.STRIPE_SECRET_KEY) === Boolean(config.STRIPE_PUBLISHABLE_KEY),
  {
    path: ['STRIPE_PUBLISHABLE_KEY'],
    message: 'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together, or neither',
  },
)
  .refine(
    (config) => Boolean(config.SSLCOMMERZ_STORE_ID) === Boolean(config.SSLCOMMERZ_STORE_PASSWORD),
    {
      path: ['SSLCOMMERZ_STORE_PASSWORD'],
      message: 'set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together, or neither',
    },
  )
  .refine((config) => !config.STRIPE_WEBHOOK_SECRET || Boolean(config.STRIPE_SECRET_KEY), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'only means something with Stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY too',
  })
  .refine(
    (config) =>
      !config.ACCESS_TOKEN_PREVIOUS_SECRET ||
      config.ACCESS_TOKEN_PREVIOUS_SECRET !== config.ACCESS_TOKEN_SECRET,
    {
      path: ['ACCESS_TOKEN_PREVIOUS_SECRET'],
      message: 'is the same as ACCESS_TOKEN_SECRET: set it to the secret being replaced',
    },
  )
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
  return Object.fromEntries(
    CONFIG_VARIABLE_NAMES.map((key) => {
      const value = env[key];
      return [key, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(pickKnownVariables(env));
  if (!result.success) {
    const problems = result.error.issues.map(
      (problem) => `  ${problem.path.join('.') || '(environment)'}: ${problem.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  // The local test gateway speaks plain http on loopback: production must never reach it.
  if (env.NODE_ENV === 'production' && !result.data.SSLCOMMERZ_BASE_URL.startsWith('https:')) {
    throw new ConfigError(
      'Invalid configuration:\n  SSLCOMMERZ_BASE_URL: must be https in production',
    );
  }
  return result.data;
}
