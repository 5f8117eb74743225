import { and, eq, sql } from 'drizzle-orm';
import type { AddListingPayload } from '../../../shared/schemas/listing';
import { guardOf, outcomeOf } from '../../orders/orderStates';
import { recordBulkTransition } from '../../orders/orderTransition';
import type { Database } from '../client';
import { conversations, listings, orders, users } from '../schema';
import { insertNotifications, type NewNotification } from './notifications';
import { cancellationNotifications, toldColumns } from './orderNotifications';

/**
 * Writes on listings. Each change is one statement whose WHERE holds the ownership (and sold)
 * condition, so two calls racing cannot both act on a state only one of them saw; the routes
 * read the listing afterwards only to word a refusal when nothing changed.
 */

/** The id of the user with this e-mail, inside the statement itself. */
export const userIdOf = (email: string) => sql`(select id from ${users} where email = ${email})`;

interface NewListing extends AddListingPayload {
  sellerId: string;
  /** The seller's appVerified when posting: a listing shows whether its seller was verified. */
  isVerified: boolean;
  /** LISTING_APPROVAL_FIRST_LISTINGS: how many approved listings a seller needs to skip the wait. */
  approvalFirstListings: number;
}

/**
 * The columns a seller writes, from what the add and edit forms send. category_name was only
 * checked against the category row, which is what answers name it, so it is not stored.
 */
export function sellerWrittenColumns(payload: AddListingPayload) {
  return {
    categoryId: payload.category_id,
    bookTitle: payload.book_title,
    author: payload.author,
    bookImg: payload.book_img,
    originalPrice: payload.original_price.toFixed(2),
    sellerPrice: payload.seller_price.toFixed(2),
    used: payload.used,
    condition: payload.condition,
    location: payload.location,
    contact: payload.contact,
    description: payload.description,
    relevantInformation: payload.relevantInformation,
    acceptsOnline: payload.payment_methods.includes('online'),
    acceptsCash: payload.payment_methods.includes('cash'),
    fixedPrice: payload.fixed_price,
  };
}

/**
 * Adds a listing. It waits for the admin's approval when its seller is not verified and has fewer
 * approved listings than `approvalFirstListings` (docs/product.md#listing-approval): counted in
 * the insert itself, and only the admin's approval adds to the count, so a seller posting many
 * at once cannot slip one past it.
 */
export async function insertListing(db: Database, listing: NewListing): Promise<string> {
  const { sellerId, isVerified, approvalFirstListings, ...payload } = listing;
  const approvedSoFar = sql`(select count(*) from ${listings} where ${listings.sellerId} = ${sellerId}
    and ${listings.awaitingApproval} = false)`;
  const awaitingApproval =
    approvalFirstListings > 0 && !isVerified
      ? sql`${approvedSoFar} < ${approvalFirstListings}`
      : false;
  const [row] = await db
    .insert(listings)
    // sold, adv and posted_at take their defaults: available, not advertised, now.
    .values({ sellerId, ...sellerWrittenColumns(payload), isVerified, awaitingApproval })
    .returning({ id: listings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Copies the seller's current appVerified onto their listing; 1 when that changed it. */
export async function refreshListingVerification(
  db: Database,
  id: string,
  sellerEmail: string,
): Promise<number> {
  const sellerVerified = sql`(select app_verified from ${users} where id = ${listings.sellerId})`;
  const changed = await db
    .update(listings)
    .set({ isVerified: sellerVerified })
    .where(
      and(
        eq(listings.id, id),
        eq(listings.sellerId, userIdOf(sellerEmail)),
        sql`${listings.isVerified} is distinct from ${sellerVerified}`,
      ),
    )
    .returning({ id: listings.id });
  return changed.length;
}

/**
 * Advertises or stops advertising the seller's own listing; 1 when that changed it. Only an
 * available listing can be advertised (docs/product.md#listing-lifecycle), which the WHERE
 * enforces.
 */
export async function setAdvertised(
  db: Database,
  id: string,
  sellerEmail: string,
  adv: boolean,
): Promise<number> {
  const changed = await db
    .update(listings)
    .set({ adv })
    .where(
      and(
        eq(listings.id, id),
        eq(listings.sellerId, userIdOf(sellerEmail)),
        eq(listings.adv, !adv),
        adv ? eq(listings.sold, false) : undefined,
      ),
    )
    .returning({ id: listings.id });
  return changed.length;
}

type DeleteOutcome =
  | { outcome: 'missing' }
  | { outcome: 'forbidden' }
  /** The deleted listing's photo, which the route removes from the store if nothing else uses it. */
  | { outcome: 'deleted'; bookImg: string };

/** A deletion inside a larger transaction, with what its buyers are to be told (not yet written). */
type DeletionIn = DeleteOutcome & { notifications: NewNotification[] };

/**
 * Deletes a listing if `mayDelete` allows it for the listing's seller. One transaction: the row
 * is locked first, so a payment or another delete racing for it waits; its unpaid orders are
 * cancelled (docs/product.md#listing-lifecycle), then the delete cascades to wishlists and leaves
 * every order's history with listing_id null, and last their buyers are told.
 */
export async function deleteListing(
  db: Database,
  id: string,
  mayDelete: (sellerEmail: string) => boolean,
): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const { notifications, ...deleted } = await deleteListingIn(tx, id, mayDelete);
    await insertNotifications(tx, notifications);
    return deleted;
  });
}

/**
 * deleteListing's work inside the caller's transaction `tx` (the admin's removal after a report,
 * refusing a listing that waits for approval), which writes the returned notifications with its
 * own in one insert: people's event counters are the last locks taken (decision 0034).
 */
export async function deleteListingIn(
  tx: Database,
  id: string,
  mayDelete: (sellerEmail: string) => boolean,
): Promise<DeletionIn> {
  const [listing] = await tx
    .select({ sellerEmail: users.email, bookImg: listings.bookImg })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .for('update', { of: listings });
  if (!listing) return { outcome: 'missing', notifications: [] };
  if (!mayDelete(listing.sellerEmail)) return { outcome: 'forbidden', notifications: [] };
  // The delete sets these conversations' listing_id to null. Their rows are locked now, before
  // any person's event counter (the notifications): sending a message and marking one read take
  // a conversation's row before the counters too, so they never deadlock with this.
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.listingId, id))
    .for('update');

  const cancelled = await tx
    .update(orders)
    .set(outcomeOf('deleteListing'))
    .where(and(eq(orders.listingId, id), guardOf('deleteListing')))
    .returning(toldColumns);
  await recordBulkTransition(
    tx,
    'deleteListing',
    cancelled.map((row) => row.id),
    'unpaid',
  );
  await tx.delete(listings).where(eq(listings.id, id));
  // The book is gone: the notification names no listing to link to.
  const gone = cancelled.map((row) => ({ ...row, listingId: null }));
  return {
    outcome: 'deleted',
    bookImg: listing.bookImg,
    notifications: cancellationNotifications(gone, 'listing_deleted'),
  };
}
