import { z } from 'zod';

/**
 * How config.ts reads the kinds of environment values it has more than one of: flags, lists and
 * rate limits. Every value arrives as a string (or unset); each schema says what it becomes.
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

/** A rate limit: calls per minute, at least one (a limit of zero would shut the route). */
export const perMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(10_000).default(fallback);
