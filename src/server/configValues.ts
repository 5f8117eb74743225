import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * How config.ts reads the kinds of environment values it has more than one of: flags, lists and
 * rate limits, and the rule that keeps demo data out of production. Every value arrives as a
 * string (or unset); each schema says what it becomes.
 */

/** Environment variables read as booleans: the usual spellings, nothing clever. */
export const BooleanFlagSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** CORS_ORIGINS: a comma-separated list; blanks between commas are ignored. */
export const commaSeparatedOrigins = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must list http(s) origins' })));

/** proxy-addr's names for whole ranges, which Fastify's trustProxy takes as well. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: a comma-separated list of addresses and CIDRs; blanks between commas ignored. */
export const commaSeparatedProxies = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .pipe(
    z.array(
      z.string().refine(isProxyAddress, {
        message: 'must list addresses or CIDRs (10.0.0.0/8), or loopback, linklocal, uniquelocal',
      }),
    ),
  );

/** One spelling per person: the database keeps e-mails lower-cased, so the list does too. */
export const commaSeparatedEmails = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  )
  .pipe(z.array(z.email({ message: 'must list e-mail addresses' })));

/**
 * Demo data includes an admin (admin@demo.test) whose password is in the README. Without the
 * Auth emulator the server runs against a real Firebase project, where anyone could register
 * that address, so seeding there takes a second, deliberate variable beside SEED_DEMO=true.
 */
const SEED_DEMO_CONFIRMATION = 'yes-i-know';
export const SeedDemoConfirmationSchema = z
  .literal(SEED_DEMO_CONFIRMATION, { message: `must be ${SEED_DEMO_CONFIRMATION} or unset` })
  .optional();
export const SEED_DEMO_REFUSED =
  'true without the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST unset) would seed the demo ' +
  'accounts, admin@demo.test among them, into a real project. Set SEED_DEMO=false, or, to seed ' +
  `them anyway, also set SEED_DEMO_IN_PRODUCTION=${SEED_DEMO_CONFIRMATION}`;

/** A rate limit: calls per minute, at least one (a limit of zero would shut the route). */
export const perMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(10_000).default(fallback);
