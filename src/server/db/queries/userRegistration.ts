import { sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { RegisterUserPayload } from '../../../shared/schemas/user';
import type { Database } from '../client';
import { isPostgresError, UNIQUE_VIOLATION } from '../postgresErrors';
import { users } from '../schema';

/** POST /g-users: the person signed in stores their record (docs/product.md#post-g-users). */

interface UpsertOutcome {
  id: string;
  created: boolean;
}

/** The identity provider's account registering: its uid, and whether it verified the address. */
export interface RegisteringAccount {
  uid: string;
  emailVerified: boolean;
}

/**
 * Creates the user, bound to the account registering, or refreshes their name and picture, in
 * one statement so that two sign-ins racing for one e-mail both succeed. Roles only ever go up:
 * a buyer who asks becomes a seller, while a seller or admin stays one (Google sign-in always
 * says buyer); admin comes from `asAdmin` (auth/callerRole.ts decides it), never from the
 * payload. An existing record is only its own account's, or, from before records were bound,
 * that of an account that verified the address; for anyone else nothing changes (undefined).
 */
export async function upsertUser(
  db: Database,
  user: RegisterUserPayload,
  account: RegisteringAccount,
  asAdmin: boolean,
): Promise<UpsertOutcome | undefined> {
  try {
    return await upsertOnce(db, user, account, asAdmin);
  } catch (error) {
    // ON CONFLICT settles a race on the e-mail only: a twin insert of the same account, not yet
    // committed when this one began, trips the uid's own unique index instead. Once more, the
    // twin's row is there and this becomes its update.
    if (!isPostgresError(error, UNIQUE_VIOLATION, 'users_firebase_uid_unique')) throw error;
    return upsertOnce(db, user, account, asAdmin);
  }
}

async function upsertOnce(
  db: Database,
  user: RegisterUserPayload,
  account: RegisteringAccount,
  asAdmin: boolean,
): Promise<UpsertOutcome | undefined> {
  const role: Role = asAdmin ? 'admin' : user.role;
  const [row] = await db
    .insert(users)
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      img: user.img,
      role,
      firebaseUid: account.uid,
      emailVerified: account.emailVerified,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`excluded.name`,
        img: sql`case when excluded.img <> '' then excluded.img else ${users.img} end`,
        role: sql`case
          when excluded.role = 'admin' then 'admin'
          when ${users.role} = 'buyer' and excluded.role = 'seller' then 'seller'
          else ${users.role} end`,
        firebaseUid: sql`excluded.firebase_uid`,
      },
      setWhere: sql`${users.firebaseUid} = excluded.firebase_uid
        or (${users.firebaseUid} is null and excluded.email_verified)`,
    })
    // xmax is 0 only on a freshly inserted row version: PostgreSQL's way to tell insert from update.
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  return row && { id: row.id, created: row.created };
}
