import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The database's character locale (LC_CTYPE), which decides what PostgreSQL counts as a letter.
 * Under `C` (or `POSIX`) only ASCII letters are: pg_trgm then finds no trigrams at all in Bangla,
 * so a misspelt Bangla word finds nothing, and lower() leaves non-ASCII capitals as they are.
 * PGlite's databases are C.UTF-8; a PostgreSQL database must be created with a UTF-8 one
 * (docs/running-in-production.md#postgresql).
 */
export async function characterLocaleOf(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select datctype from pg_database where datname = current_database()`,
  )) as unknown as { rows: { datctype: string }[] };
  return result.rows[0]?.datctype ?? '';
}

/**
 * What the server logs at start when the locale leaves search without Bangla typo tolerance, or
 * undefined when it is fine. A warning rather than a refusal to start: everything else works,
 * and exact and prefix search in Bangla too (decision 0026).
 */
export function characterLocaleWarning(lcCtype: string): string | undefined {
  if (!/^(C|POSIX)$/i.test(lcCtype)) return undefined;
  return (
    `The database's LC_CTYPE is ${lcCtype}: search will not find misspelt Bangla words. ` +
    'Create the database with a UTF-8 character locale (docs/running-in-production.md#postgresql).'
  );
}
