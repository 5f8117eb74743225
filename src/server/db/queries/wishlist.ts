import { and, desc, eq, sql } from 'drizzle-orm';
import type { Listing } from '../../../shared/schemas/listing';
import type { Database } from '../client';
import { toListing } from './listingMappers';
import { FOREIGN_KEY_VIOLATION, isPostgresError } from '../postgresErrors';
import { listings, users, wishlist } from '../schema';
import { findListingState, selectListings } from './listings';

/** The id of the user with this e-mail, inside the statement itself. */
const userIdOf = (email: string) =>
  sql`(select id from ${users} where email = ${email.toLowerCase()})`;

/** Why a book was not added; the route words each one. */
export type WishRefusal = 'unknownUser' | 'missing' | 'sold' | 'own';

/**
 * Adds a book to the user's wishlist; `added` is false when it was already there, so adding
 * twice is harmless. The checks read the listing first only to word a refusal: a book sold
 * meanwhile may still land in the list (the list shows sold books anyway), and one deleted
 * meanwhile fails the foreign key, which answers as missing.
 */
export async function addToWishlist(
  db: Database,
  listingId: string,
  email: string,
): Promise<{ added: boolean } | WishRefusal> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) return 'unknownUser';
  const listing = await findListingState(db, listingId);
  // One waiting for the admin's approval is nobody else's yet.
  if (!listing || listing.awaitingApproval) return 'missing';
  if (listing.sold) return 'sold';
  if (listing.sellerEmail === email.toLowerCase()) return 'own';
  try {
    const inserted = await db
      .insert(wishlist)
      .values({ userId: user.id, listingId })
      .onConflictDoNothing()
      .returning({ listingId: wishlist.listingId });
    return { added: inserted.length === 1 };
  } catch (error) {
    if (isPostgresError(error, FOREIGN_KEY_VIOLATION)) return 'missing';
    throw error;
  }
}

/**
 * My Wishlist: the books themselves, answered as every listing is (one select, one mapper),
 * sold ones too so the buyer sees what went; the most recently added first.
 */
export async function listWishlist(db: Database, email: string): Promise<Listing[]> {
  const rows = await selectListings(db)
    .innerJoin(wishlist, eq(wishlist.listingId, listings.id))
    .where(eq(wishlist.userId, userIdOf(email)))
    .orderBy(desc(wishlist.createdAt), desc(listings.id));
  return rows.map(toListing);
}

/** Removes a book from the user's wishlist; 0 when it was not there. */
export async function removeFromWishlist(
  db: Database,
  listingId: string,
  email: string,
): Promise<number> {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.listingId, listingId), eq(wishlist.userId, userIdOf(email))))
    .returning({ listingId: wishlist.listingId });
  return removed.length;
}
