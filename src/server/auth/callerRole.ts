import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { findRoleByEmail } from '../db/queries/users';
import type { Caller } from './caller';

/**
 * Every decision about admin rights lives here. ADMIN_EMAILS names the admins, but an address
 * counts only once the identity provider has verified it: on a real Firebase project anyone may
 * sign up with any e-mail, so an unverified one proves nothing about who typed it.
 */

/**
 * Whether ADMIN_EMAILS makes this person an admin: sign-in (/jwt) stores it, on the record that
 * sign-in binds, and POST /g-users on a new record. Removed from the list, an admin stays one
 * (the list grants, it never takes away), unless the record moves to another address.
 */
export function grantsAdmin(
  adminEmails: readonly string[],
  person: Pick<Caller, 'email' | 'emailVerified'>,
): boolean {
  return person.emailVerified && adminEmails.includes(person.email);
}

/**
 * The role the caller acts with: the stored one, except that admin rights hold only while the
 * e-mail is verified. A stored admin whose session says unverified (the address changed, or
 * an account of that e-mail was made again) is a buyer until it is verified.
 */
export async function roleOfCaller(db: Database, caller: Caller): Promise<Role | undefined> {
  const stored = await findRoleByEmail(db, caller.email);
  return stored === 'admin' && !caller.emailVerified ? 'buyer' : stored;
}
