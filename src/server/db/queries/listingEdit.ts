import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AddListingPayload } from '../../../shared/schemas/listing';
import type { Database } from '../client';
import { listings } from '../schema';
import { sellerWrittenColumns, userIdOf } from './listingChanges';

/** The row as it was before the edit, read in the same statement (RETURNING answers new values). */
const before = alias(listings, 'before_edit');

interface ListingEdit {
  id: string;
  /** The signed-in seller: only their own listing changes. */
  sellerEmail: string;
  /** The version the seller opened; any other edit since then makes this one a conflict. */
  version: number;
  changes: AddListingPayload;
}

/**
 * Edits a seller's own unsold listing in ONE guarded UPDATE: its WHERE holds the owner, `not
 * sold` and the version the seller opened, so of two tabs saving the same version exactly one
 * matches (the other waits for the row lock, then finds the version moved on) and no check made
 * before the write can go stale. sold, adv, isVerified, seller and posted_at are not in the SET;
 * the version goes up by one and updated_at is now. The category totals and the public-list
 * cache follow through the triggers of migrations 0003 and 0004.
 *
 * Answers the photo the listing had before (so that a replaced one can be removed), or undefined
 * when the WHERE matched nothing. `before_edit` may be the snapshot's row when a racing statement
 * changed it, but only an edit changes book_img and every edit moves the version, so a row this
 * statement still matches has the photo that snapshot saw.
 */
export async function editListing(
  db: Database,
  { id, sellerEmail, version, changes }: ListingEdit,
): Promise<{ previousImg: string } | undefined> {
  const [row] = await db
    .update(listings)
    .set({
      ...sellerWrittenColumns(changes),
      version: sql`${listings.version} + 1`,
      updatedAt: sql`now()`,
    })
    .from(before)
    .where(
      and(
        eq(before.id, listings.id),
        eq(listings.id, id),
        eq(listings.sellerId, userIdOf(sellerEmail)),
        eq(listings.sold, false),
        eq(listings.version, version),
      ),
    )
    .returning({ previousImg: before.bookImg });
  return row;
}
