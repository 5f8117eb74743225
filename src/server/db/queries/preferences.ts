import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Preferences } from '../../../shared/schemas/preferences';
import type { Database } from '../client';
import { users } from '../schema';

/** The account's own choices; undefined when nobody has registered the e-mail. */
export async function findPreferences(
  db: Database,
  email: string,
): Promise<Preferences | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row && { language: row.language ?? null };
}

/**
 * Stores the account's language, one statement guarded by the e-mail (no read first); undefined
 * when nobody has registered the e-mail, so nothing was written.
 */
export async function saveLanguage(
  db: Database,
  email: string,
  language: Language,
): Promise<Preferences | undefined> {
  const [row] = await db
    .update(users)
    .set({ language })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ language: users.language });
  return row && { language: row.language ?? null };
}
