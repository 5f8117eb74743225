import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SellerProfile } from '../../../shared/schemas/sellerPage';
import type { Database } from '../client';
import { toListing } from './listingMappers';
import { toPublicReview, toSellerProfile } from './sellerPageMappers';
import { listings, orders, reviews, users } from '../schema';
import { olderThanCursor } from './keysetCursor';
import { selectListings } from './listings';
import { approvedLiteral } from './listingVisibility';

/**
 * Available, written as a literal: a bound `sold = $1` hides the predicate of the partial index
 * listings_available_by_seller_newest_idx from a generic plan (PostgreSQL's after a prepared
 * statement's fifth run), which then read and sorted all of a big seller's books (the bench:
 * ~4 s p99 at 10,000 books, first page).
 */
const available = sql`${listings.sold} = false`;

/** Only a user whose role is seller has a page; a buyer's or an admin's id is not one. */
const isSeller = eq(users.role, 'seller');

export async function findSellerProfile(
  db: Database,
  sellerId: string,
): Promise<SellerProfile | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, sellerId), isSeller))
    .limit(1);
  return row && toSellerProfile(row);
}

export interface SellerPageRequest {
  limit: number;
  /** Id of the last item already shown; the page starts strictly after it. */
  before?: string | undefined;
}

/** A page, or what is missing to read it (an empty page would look like the end of the list). */
export type SellerPageAnswer<Item> =
  | { items: Item[]; next: string | null; missing?: undefined }
  | { items?: undefined; missing: 'seller' | 'cursor' };

/**
 * The seller's available listings, newest first, on listings_available_by_seller_newest_idx.
 * One row more than the page is read to know whether a next page exists. The join to the seller's
 * row (which every listing answer needs anyway) also checks the role, so a page with books proves
 * the seller and the cursor: the usual request is one query.
 */
export function sellerBooksQuery(db: Database, sellerId: string, page: SellerPageRequest) {
  const key = { table: listings, time: listings.postedAt, id: listings.id };
  const within = { column: listings.sellerId, value: sellerId };
  const after = page.before ? olderThanCursor({ ...key, within }, page.before) : undefined;
  return selectListings(db)
    .where(and(ofSellerAsRange(sellerId), available, approvedLiteral, isSeller, after))
    .orderBy(asc(listings.sellerId), desc(listings.postedAt), desc(listings.id))
    .limit(page.limit + 1);
}

/**
 * `seller_id = $1` written as a range of one value, with seller_id leading the ORDER BY. With an
 * equality the planner drops seller_id from the order (a constant), and the newest-first index of
 * all available listings (search's) can then give the order too, filtering by seller: at a big
 * seller it costs within 10% of listings_available_by_seller_newest_idx, and when that seller's
 * books are older than everyone else's it read 90,000 rows (the bench: 33 requests/s, p50
 * 281 ms, where the seller index answers in 0.2 ms). A range keeps seller_id in the order, which
 * only the seller index gives without sorting: the other plan then costs 60 times more.
 */
const ofSellerAsRange = (sellerId: string) =>
  and(gte(listings.sellerId, sellerId), lte(listings.sellerId, sellerId));

const buyers = alias(users, 'buyer');

/**
 * The seller's reviews not removed, newest first, on reviews_shown_by_seller_newest_idx, with the
 * reviewer's name and the title the book was ordered under. As for the books, the seller's row
 * is joined to check the role, so a page with reviews is one query.
 */
export function sellerReviewsQuery(db: Database, sellerId: string, page: SellerPageRequest) {
  const key = { table: reviews, time: reviews.createdAt, id: reviews.id };
  const within = { column: reviews.sellerId, value: sellerId };
  const after = page.before ? olderThanCursor({ ...key, within }, page.before) : undefined;
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      reviewerName: buyers.name,
      bookTitle: orders.bookTitle,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.sellerId))
    .innerJoin(buyers, eq(buyers.id, reviews.buyerId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.removedAt), isSeller, after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit + 1);
}

/** Does the cursor name a row of this seller's list (sold or removed since is fine)? */
async function cursorExists(db: Database, list: 'books' | 'reviews', sellerId: string, id: string) {
  const [row] =
    list === 'books'
      ? await db
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId)))
      : await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId)));
  return row !== undefined;
}

/**
 * `limit` items and the cursor of the page after them. Only an empty page looks further, to tell
 * an unknown seller or a cursor of no item of theirs from the end of the list.
 */
async function toPage<Row extends { id: string }, Item>(
  db: Database,
  list: 'books' | 'reviews',
  sellerId: string,
  page: SellerPageRequest,
  rows: Row[],
  toItem: (row: Row) => Item,
): Promise<SellerPageAnswer<Item>> {
  if (rows.length === 0) {
    if (!(await findSellerProfile(db, sellerId))) return { missing: 'seller' };
    if (page.before && !(await cursorExists(db, list, sellerId, page.before))) {
      return { missing: 'cursor' };
    }
  }
  const shown = rows.slice(0, page.limit);
  const next = rows.length > page.limit ? shown.at(-1)!.id : null;
  return { items: shown.map(toItem), next };
}

export async function readSellerBooks(db: Database, sellerId: string, page: SellerPageRequest) {
  const rows = await sellerBooksQuery(db, sellerId, page);
  return toPage(db, 'books', sellerId, page, rows, toListing);
}

export async function readSellerReviews(db: Database, sellerId: string, page: SellerPageRequest) {
  const rows = await sellerReviewsQuery(db, sellerId, page);
  return toPage(db, 'reviews', sellerId, page, rows, toPublicReview);
}
