import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { SellerDetail, SellerRow, User } from '../../../shared/schemas/user';
import type { Database } from '../client';
import { toSellerRow, toUser } from './userMappers';
import { listings, users } from '../schema';
import { insertNotifications } from './notifications';

type UserRow = typeof users.$inferSelect;

/** The stored role of an e-mail, or undefined when nobody has registered it yet. */
export async function findRoleByEmail(db: Database, email: string): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.role;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The admin's lists: by name (as people look someone up), e-mail breaking ties. */
const usersByName = (db: Database, role: Role) =>
  db
    .select()
    .from(users)
    .where(eq(users.role, role))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));

export async function listUsersByRole(db: Database, role: Role): Promise<User[]> {
  return (await usersByName(db, role)).map(toUser);
}

/** All Seller: each seller with the rating their own row keeps (no count over reviews). */
export async function listSellers(db: Database): Promise<SellerRow[]> {
  return (await usersByName(db, 'seller')).map(toSellerRow);
}

/**
 * Verifies a seller and marks every listing of theirs verified, in one transaction. The seller's
 * row is locked first, so two admins verifying at once take turns and only the first reports a
 * change, and only that first one tells the seller (in its transaction). Undefined when no
 * seller has the e-mail.
 */
export async function verifySeller(
  db: Database,
  email: string,
): Promise<{ changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: users.id, appVerified: users.appVerified })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'seller')))
      .for('update');
    if (!seller) return undefined;
    if (!seller.appVerified) {
      await tx.update(users).set({ appVerified: true }).where(eq(users.id, seller.id));
      await insertNotifications(tx, [{ userId: seller.id, kind: 'seller_verified', data: {} }]);
    }
    // Also when already verified: a listing posted while that verification was committing may
    // have read the old flag; verifying again repairs it.
    await tx
      .update(listings)
      .set({ isVerified: true })
      .where(and(eq(listings.sellerId, seller.id), eq(listings.isVerified, false)));
    return { changed: !seller.appVerified };
  });
}

/** A seller's public card; undefined for buyers and admins too, so they cannot be found out. */
export async function findSellerDetail(
  db: Database,
  email: string,
): Promise<SellerDetail | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      appVerified: users.appVerified,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'seller')))
    .limit(1);
  return row;
}
