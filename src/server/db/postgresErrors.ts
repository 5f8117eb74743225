/**
 * PostgreSQL's SQLSTATE of a failed statement, read the same way on both drivers: pg and PGlite
 * put `code` (and `constraint`) on their error, and drizzle wraps that error as the `cause` of
 * its own DrizzleQueryError. Routes turn these into 409/404 answers instead of a 500, so that a
 * race the database settles (a unique index, a foreign key) reads like the check that lost it.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's own error behind any number of wrappers, or undefined for other errors. */
function postgresErrorOf(error: unknown): PostgresErrorFields | undefined {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    const fields = current as PostgresErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** True when the statement failed with `code`, on `constraint` when one is named. */
export function isPostgresError(error: unknown, code: string, constraint?: string): boolean {
  const fields = postgresErrorOf(error);
  if (fields?.code !== code) return false;
  return constraint === undefined || fields.constraint === constraint;
}
