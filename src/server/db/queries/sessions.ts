import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

/**
 * The token version a session of this account and address must carry now, or null when no
 * session of theirs is good: the record bound to the uid has moved to another address, or the
 * address's record belongs to another account. A record from before accounts were bound accepts
 * its own version (only /jwt issues tokens, and it binds such a record first). Nobody
 * registered yet: version 0, the one /jwt gives before POST /g-users stores the record.
 */
export async function acceptedTokenVersion(
  db: Database,
  uid: string,
  email: string,
): Promise<number | null> {
  const records = await db
    .select({ firebaseUid: users.firebaseUid, email: users.email, version: users.tokenVersion })
    .from(users)
    .where(or(eq(users.firebaseUid, uid), eq(users.email, email)));
  const own = records.find((record) => record.firebaseUid === uid);
  if (own) return own.email === email ? own.version : null;
  const holder = records.find((record) => record.email === email);
  if (holder) return holder.firebaseUid === null ? holder.version : null;
  return 0;
}

/**
 * Sign out everywhere: every token of the account stops being accepted, and no sign-in from
 * before now can get a new one (recordSignIn). False when nobody has registered the address.
 */
export async function revokeSessions(db: Database, email: string): Promise<boolean> {
  const revoked = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, sessionsRevokedAt: sql`now()` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return revoked.length > 0;
}
