import { and, asc, eq, sql } from 'drizzle-orm';
import { REPORTS_PAGE_SIZE } from '../../../shared/constants';
import type { Listing } from '../../../shared/schemas/listing';
import type { Database } from '../client';
import { listings } from '../schema';
import { deleteListingIn } from './listingChanges';
import { toListing } from './listingMappers';
import { selectListings } from './listings';
import { insertNotifications } from './notifications';

/**
 * Listings waiting for the admin's approval (LISTING_APPROVAL_FIRST_LISTINGS,
 * docs/product.md#listing-approval): the admin's queue, and the decision, which its seller is told
 * in the same transaction. The public answers kept in memory follow by migration 0012's trigger
 * on listings, like any other write to them (decision 0037).
 */

/** The oldest first, as many as the reports' queue shows. */
export async function listAwaitingApproval(db: Database): Promise<Listing[]> {
  const rows = await selectListings(db)
    .where(eq(listings.awaitingApproval, true))
    .orderBy(asc(listings.postedAt), asc(listings.id))
    .limit(REPORTS_PAGE_SIZE);
  return rows.map(toListing);
}

export type ApprovalRefusal = 'missing' | 'notAwaiting';

/**
 * Approves (it shows from now on, as newly posted: it takes its place at the top of 'newest') or
 * refuses (it is deleted, as its seller could, and its photo goes). Locks the listing first, so
 * a seller's edit or delete racing with the decision waits for it.
 */
export async function decideApproval(
  db: Database,
  id: string,
  approved: boolean,
): Promise<{ removedImg?: string } | ApprovalRefusal> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        sellerId: listings.sellerId,
        title: listings.bookTitle,
        awaiting: listings.awaitingApproval,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    if (!listing) return 'missing';
    if (!listing.awaiting) return 'notAwaiting';
    let removedImg: string | undefined;
    if (approved) {
      await tx
        .update(listings)
        .set({ awaitingApproval: false, postedAt: sql`now()` })
        .where(and(eq(listings.id, id), eq(listings.awaitingApproval, true)));
    } else {
      const deleted = await deleteListingIn(tx, id, () => true);
      if (deleted.outcome === 'deleted') removedImg = deleted.bookImg;
    }
    await insertNotifications(tx, [
      {
        userId: listing.sellerId,
        kind: 'listing_approval',
        data: { listing_id: approved ? id : null, book_title: listing.title, approved },
      },
    ]);
    return removedImg ? { removedImg } : {};
  });
}
