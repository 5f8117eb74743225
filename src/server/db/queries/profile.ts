import { eq } from 'drizzle-orm';
import { localMobile, type Profile, type SetProfilePayload } from '../../../shared/schemas/profile';
import type { Database } from '../client';
import { users } from '../schema';

/** A person's own name and mobile number (docs/product.md#get-profile-and-put-profile). */

const profileColumns = { name: users.name, phone: users.phone };

/** The account's own profile; undefined when nobody has registered the e-mail. */
export async function findProfile(db: Database, email: string): Promise<Profile | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Stores the name and the number (as 01XXXXXXXXX, however it was written; null takes it off) in
 * one statement guarded by the e-mail; undefined when nobody has registered it, so nothing was
 * written.
 */
export async function saveProfile(
  db: Database,
  email: string,
  { name, phone }: SetProfilePayload,
): Promise<Profile | undefined> {
  const [row] = await db
    .update(users)
    .set({ name, phone: phone === null ? null : localMobile(phone) })
    .where(eq(users.email, email.toLowerCase()))
    .returning(profileColumns);
  return row;
}

/**
 * Another person's mobile number, for the one place that may show it: the other side of an
 * order still under way (the order page decides that, never this query). Null when they gave
 * none or there is no such person. Answers must not carry it anywhere else: buyers' and sellers'
 * numbers stay out of public answers (docs/product.md#entities).
 */
export async function findPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.phone ?? null;
}
