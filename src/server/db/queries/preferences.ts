import { eq, sql } from 'drizzle-orm';
import type { Preferences, SetPreferencesPayload } from '../../../shared/schemas/preferences';
import type { Database } from '../client';
import { users } from '../schema';

const preferenceColumns = {
  language: users.language,
  languageChosenAt: users.languageChosenAt,
  emailNotifications: users.emailNotifications,
};

const toPreferences = (row: {
  language: Preferences['language'];
  languageChosenAt: Date | null;
  emailNotifications: boolean;
}): Preferences => ({
  language: row.language ?? null,
  language_chosen_at: row.languageChosenAt?.toISOString() ?? null,
  email_notifications: row.emailNotifications,
});

/** The account's own choices; undefined when nobody has registered the e-mail. */
export async function findPreferences(
  db: Database,
  email: string,
): Promise<Preferences | undefined> {
  const [row] = await db
    .select(preferenceColumns)
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row && toPreferences(row);
}

/**
 * Stores the choices given (language, e-mail notifications), one statement guarded by the e-mail
 * (no read first); undefined when nobody has registered the e-mail, so nothing was written. A
 * language is stamped with the database's time: the account's clock for "which choice is newer".
 */
export async function savePreferences(
  db: Database,
  email: string,
  { language, email_notifications: emailNotifications }: SetPreferencesPayload,
): Promise<Preferences | undefined> {
  const [row] = await db
    .update(users)
    .set({
      language,
      languageChosenAt: language === undefined ? undefined : sql`now()`,
      emailNotifications,
    })
    .where(eq(users.email, email.toLowerCase()))
    .returning(preferenceColumns);
  return row && toPreferences(row);
}
