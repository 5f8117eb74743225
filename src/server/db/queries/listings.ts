import { and, asc, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Advertisement } from '../../../shared/schemas/category';
import type { Listing, ListingWithContact, SellerListing } from '../../../shared/schemas/listing';
import type { Database } from '../client';
import {
  toAdvertisement,
  toListing,
  toListingWithContact,
  toSellerListing,
} from './listingMappers';
import { findCategoryById } from './categories';
import { olderThanCursor } from './keysetCursor';
import { approvedLiteral } from './listingVisibility';
import { categories, listings, orders, users } from '../schema';

/**
 * How many advertisements the home carousel gets at most. The list used to be unbounded, so its
 * answer grew with the catalogue (1,000 slides, ~90 KB and ~10 ms per home page at 100k listings
 * with one in a hundred advertised); 4 slides show per view, so this is five views of the newest.
 */
export const ADVERTISEMENT_LIMIT = 20;

/**
 * The newest advertised listings that are still available (a sold book leaves the carousel):
 * an index range scan of listings_advertised_newest_idx that stops after ADVERTISEMENT_LIMIT.
 * The query alone is exported so that a test can EXPLAIN exactly what the route runs.
 */
export function advertisementsQuery(db: Database) {
  return db
    .select({ id: listings.id, bookImg: listings.bookImg })
    .from(listings)
    .where(and(eq(listings.adv, true), eq(listings.sold, false), approvedLiteral))
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(ADVERTISEMENT_LIMIT);
}

export async function listAdvertisements(db: Database): Promise<Advertisement[]> {
  return (await advertisementsQuery(db)).map(toAdvertisement);
}

/**
 * The one select behind every listing answer: a listing names its seller (e-mail, name) and its
 * category (name), which live in their own tables so that they never drift from the listing.
 * `extra` adds columns of a particular answer (My Products' unpaid order count).
 */
function selectListingsWith<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({
      ...getTableColumns(listings),
      sellerEmail: users.email,
      sellerName: users.name,
      sellerRatingSum: users.ratingSum,
      sellerRatingCount: users.ratingCount,
      categoryName: categories.name,
      ...extra,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .innerJoin(categories, eq(categories.id, listings.categoryId));
}

export const selectListings = (db: Database) => selectListingsWith(db, {});

/** Newest first, the id breaking ties so that the order (and so the paging) is total. */
const newestFirst = [desc(listings.postedAt), desc(listings.id)];

interface CategoryPage {
  limit: number;
  /** Id of the last listing already shown; the page starts strictly after it. */
  before?: string | undefined;
}

/**
 * One page of a category's available listings, newest first, keyset paging on
 * listings_available_by_category_newest_idx (olderThanCursor). The cursor may have been sold
 * since it was shown: its row is still there, so the next page is still right. Exported as a
 * query so that a test can EXPLAIN exactly what the route runs.
 *
 * Written as the seller page's is (sellerPage.ts), for the same two traps, both seen in EXPLAIN at
 * 100k listings: with `category_id = $1` the planner may read the index of all available listings
 * newest first, filtering by category (it did, on the bench's data), which reads every newer book
 * of the other categories first when this category's books are older than theirs; a range of one
 * value leading the ORDER BY keeps the category's own index the only one that gives the order.
 * And `sold = false` as a literal: a bound `sold = $2` hid the partial index from a generic plan,
 * which then scanned and sorted the whole category (119 ms against 0.2 ms).
 */
export function categoryPageQuery(
  db: Database,
  categoryId: string,
  { limit, before }: CategoryPage,
) {
  const key = { table: listings, time: listings.postedAt, id: listings.id };
  const afterCursor = before ? olderThanCursor(key, before) : undefined;
  return selectListings(db)
    .where(and(ofCategoryAsRange(categoryId), availableLiteral, approvedLiteral, afterCursor))
    .orderBy(asc(listings.categoryId), ...newestFirst)
    .limit(limit);
}

const ofCategoryAsRange = (categoryId: string) =>
  and(gte(listings.categoryId, categoryId), lte(listings.categoryId, categoryId));

/** Available, as a literal the partial indexes' predicate matches in any plan. */
const availableLiteral = sql`${listings.sold} = false`;

type CategoryPageAnswer =
  | { listings: Listing[]; missing?: undefined }
  /** The category is unknown, or the cursor listing was deleted (an empty page would look final). */
  | { listings?: undefined; missing: 'category' | 'cursor' };

/**
 * One page of a category, or what is missing to read it. A page with books proves that both the
 * category and the cursor exist, so the usual request costs one query; only an empty page looks
 * further, to tell an unknown category or a deleted cursor from the end of the category.
 */
export async function readCategoryPage(
  db: Database,
  categoryId: string,
  page: CategoryPage,
): Promise<CategoryPageAnswer> {
  const rows = await categoryPageQuery(db, categoryId, page);
  if (rows.length > 0) return { listings: rows.map(toListing) };
  if (!(await findCategoryById(db, categoryId))) return { missing: 'category' };
  if (page.before && !(await findListingState(db, page.before))) return { missing: 'cursor' };
  return { listings: [] };
}

/**
 * One listing, sold or not, held or not, as its seller sees it (the answer to their edit, with
 * their phone number), or undefined when no listing has that id: a deleted listing's row is gone
 * (DELETE /deletebook removes it).
 */
export async function findListingWithContact(
  db: Database,
  id: string,
): Promise<ListingWithContact | undefined> {
  const [row] = await selectListings(db).where(eq(listings.id, id)).limit(1);
  return row && toListingWithContact(row);
}

/** One listing as everyone sees it (the book page and its shared link): not one held for approval. */
export async function findPublicListing(db: Database, id: string): Promise<Listing | undefined> {
  const [row] = await selectListings(db)
    .where(and(eq(listings.id, id), approvedLiteral))
    .limit(1);
  return row && toListing(row);
}

/**
 * Every listing of one seller, sold ones included (My Products shows them with Delete only), each
 * with its number of unpaid orders: a subquery per row on orders_listing_id_idx, inside the one
 * query, so the page costs one round trip however many books the seller has.
 */
export async function listListingsOfSeller(db: Database, email: string): Promise<SellerListing[]> {
  const unpaidOrders = sql<number>`(
    select count(*)::integer from ${orders}
    where ${orders.listingId} = ${listings.id} and ${orders.status} = 'unpaid')`;
  const rows = await selectListingsWith(db, { unpaidOrders })
    .where(eq(users.email, email.toLowerCase()))
    .orderBy(...newestFirst);
  return rows.map(toSellerListing);
}

interface ListingState {
  sellerEmail: string;
  sold: boolean;
  adv: boolean;
  awaitingApproval: boolean;
  /** Held for a buyer's cash meet-up (cash_order_id): nobody else may order or pay for it. */
  heldForMeetup: boolean;
}

/** What the permission checks and refusals need to know about a listing, or undefined. */
export async function findListingState(
  db: Database,
  id: string,
): Promise<ListingState | undefined> {
  const [row] = await db
    .select({
      sellerEmail: users.email,
      sold: listings.sold,
      adv: listings.adv,
      awaitingApproval: listings.awaitingApproval,
      heldForMeetup: sql<boolean>`${listings.cashOrderId} is not null`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}
