import { eq, or } from 'drizzle-orm';
import type { Database } from '../client';
import { isPostgresError, UNIQUE_VIOLATION } from '../postgresErrors';
import { users } from '../schema';

/** What a verified Firebase ID token says of the person signing in. */
export interface SignInClaims {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** When they signed in, in seconds since the epoch (`auth_time`). */
  authTime: number;
}

export type SignInRefusal =
  /** The address has a record of another (or no) account, and this one has not verified it. */
  | 'verifyEmailFirst'
  /** The account's new address is another record's. */
  | 'emailInUse'
  /** The person signed out everywhere after this sign-in. */
  | 'signedOutEverywhere';

export type SignInOutcome =
  | { refused: SignInRefusal }
  /** The version the new session's token carries; `changed` when the sign-in changed the record. */
  | { refused?: undefined; tokenVersion: number; changed: boolean };

const recordFields = {
  id: users.id,
  email: users.email,
  firebaseUid: users.firebaseUid,
  role: users.role,
  emailVerified: users.emailVerified,
  tokenVersion: users.tokenVersion,
  sessionsRevokedAt: users.sessionsRevokedAt,
};
type StoredRecord = Pick<typeof users.$inferSelect, keyof typeof recordFields>;
type Change = Partial<typeof users.$inferInsert>;
type Decision =
  { refused: SignInRefusal } | { record?: StoredRecord; change: Change; endsSessions: boolean };

/**
 * The record a sign-in is for, and what it changes there
 * (docs/decisions/0050-records-bound-to-accounts-and-sessions-that-end.md). `own` is the record
 * bound to the account's uid, `holder` the one with its address. Sessions end (the token version
 * goes up) when the record moves to a new address, passes to another account, or gains or loses
 * admin rights.
 */
function decide(
  own: StoredRecord | undefined,
  holder: StoredRecord | undefined,
  claims: SignInClaims,
  grantsAdmin: boolean,
): Decision {
  if (own) {
    if (own.sessionsRevokedAt && claims.authTime * 1000 < own.sessionsRevokedAt.getTime()) {
      return { refused: 'signedOutEverywhere' };
    }
    if (holder && holder.id !== own.id) return { refused: 'emailInUse' };
    const change: Change = {};
    const moved = own.email !== claims.email;
    if (moved) change.email = claims.email;
    if (own.emailVerified !== claims.emailVerified) change.emailVerified = claims.emailVerified;
    // Admin rights belong to a listed, verified address, not to whoever held one once.
    if (grantsAdmin && own.role !== 'admin') change.role = 'admin';
    if (moved && !grantsAdmin && own.role === 'admin') change.role = 'buyer';
    return { record: own, change, endsSessions: moved || change.role !== undefined };
  }
  if (holder) {
    // The address alone proves nothing: anyone may sign up with it after its account is gone.
    if (!claims.emailVerified) return { refused: 'verifyEmailFirst' };
    // The former account's sign-out everywhere was about its own sign-ins.
    const change: Change = {
      firebaseUid: claims.uid,
      emailVerified: true,
      sessionsRevokedAt: null,
    };
    if (grantsAdmin && holder.role !== 'admin') change.role = 'admin';
    const endsSessions = holder.firebaseUid !== null || change.role !== undefined;
    return { record: holder, change, endsSessions };
  }
  // Nobody has registered yet: POST /g-users stores the record, bound to this uid.
  return { change: {}, endsSessions: false };
}

/**
 * At /jwt: binds, refreshes and, when it must, moves the record of the person signing in, in
 * one transaction that locks it (two sign-ins of one account take turns). `grantsAdmin` is
 * auth/callerRole.ts's decision for these claims.
 */
export async function recordSignIn(
  db: Database,
  claims: SignInClaims,
  grantsAdmin: boolean,
): Promise<SignInOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const records = await tx
        .select(recordFields)
        .from(users)
        .where(or(eq(users.firebaseUid, claims.uid), eq(users.email, claims.email)))
        .for('update');
      const own = records.find((record) => record.firebaseUid === claims.uid);
      const holder = records.find((record) => record.email === claims.email);
      const decision = decide(own, holder, claims, grantsAdmin);
      if ('refused' in decision) return { refused: decision.refused };
      const { record, change, endsSessions } = decision;
      if (!record) return { tokenVersion: 0, changed: false };
      const tokenVersion = record.tokenVersion + (endsSessions ? 1 : 0);
      const changed = Object.keys(change).length > 0;
      if (changed) {
        await tx
          .update(users)
          .set({ ...change, tokenVersion })
          .where(eq(users.id, record.id));
      }
      return { tokenVersion, changed };
    });
  } catch (error) {
    // A record registered under the new address while this one moved to it.
    if (isPostgresError(error, UNIQUE_VIOLATION)) return { refused: 'emailInUse' };
    throw error;
  }
}
