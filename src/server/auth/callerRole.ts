import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { findRoleByEmail, promoteToAdmin } from '../db/queries/users';
import type { Caller } from './caller';

/**
 * Every decision about admin rights lives here. ADMIN_EMAILS names the admins, but an address
 * counts only once the identity provider has verified it: on a real Firebase project anyone may
 * sign up with any e-mail, so an unverified one proves nothing about who typed it.
 */

/** Whether ADMIN_EMAILS makes this caller an admin (sign-up and sign-in store it). */
export function grantsAdmin(adminEmails: readonly string[], caller: Caller): boolean {
  return caller.emailVerified && adminEmails.includes(caller.email);
}

/**
 * At sign-in (/jwt): an ADMIN_EMAILS address registered before it was verified (or before the
 * list named it) becomes admin now that it is. Nobody registered yet: /g-users stores the role.
 */
export async function promoteIfGranted(
  db: Database,
  adminEmails: readonly string[],
  caller: Caller,
): Promise<void> {
  if (grantsAdmin(adminEmails, caller)) await promoteToAdmin(db, caller.email);
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
