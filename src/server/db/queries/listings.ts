import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Advertisement } from '../../../shared/schemas/category';
import type { Listing } from '../../../shared/schemas/listing';
import type { Database } from '../client';
import { toAdvertisement, toListing } from '../mappers';
import { categories, listings, users } from '../schema';

/** Advertised listings that are still available, newest first (a sold book leaves the carousel). */
export async function listAdvertisements(db: Database): Promise<Advertisement[]> {
  const rows = await db
    .select({ id: listings.id, bookImg: listings.bookImg })
    .from(listings)
    .where(and(eq(listings.adv, true), eq(listings.sold, false)))
    .orderBy(desc(listings.postedAt), desc(listings.id));
  return rows.map(toAdvertisement);
}

/**
 * The one select behind every listing answer: a listing names its seller (e-mail, name) and its
 * category (name), which live in their own tables so that they never drift from the listing.
 */
export function selectListings(db: Database) {
  return db
    .select({
      ...getTableColumns(listings),
      sellerEmail: users.email,
      sellerName: users.name,
      categoryName: categories.name,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .innerJoin(categories, eq(categories.id, listings.categoryId));
}

/** Newest first, the id breaking ties so that the order (and so the paging) is total. */
const newestFirst = [desc(listings.postedAt), desc(listings.id)];

export async function findListing(db: Database, id: string): Promise<Listing | undefined> {
  const [row] = await selectListings(db).where(eq(listings.id, id)).limit(1);
  return row && toListing(row);
}

export interface CategoryPage {
  limit: number;
  /** Id of the last listing already shown; the page starts strictly after it. */
  before?: string | undefined;
}

/**
 * One page of a category's available listings, newest first. Keyset paging: the cursor listing's
 * (posted_at, id) is read inside the query (a JS Date would cut posted_at's microseconds), and
 * the row comparison is an index condition of listings_available_by_category_newest_idx, so a
 * page deep in a large category costs what the first one does. The cursor may have been sold
 * since it was shown: its row is still there, so the next page is still right. Exported as a
 * query so that a test can EXPLAIN exactly what the route runs.
 */
const cursorKey = (id: string) =>
  sql`((select cursor.posted_at from ${listings} cursor where cursor.id = ${id}::uuid), ${id}::uuid)`;

export function categoryPageQuery(
  db: Database,
  categoryId: string,
  { limit, before }: CategoryPage,
) {
  const afterCursor = before
    ? sql`(${listings.postedAt}, ${listings.id}) < ${cursorKey(before)}`
    : undefined;
  return selectListings(db)
    .where(and(eq(listings.categoryId, categoryId), eq(listings.sold, false), afterCursor))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function listAvailableInCategory(
  db: Database,
  categoryId: string,
  page: CategoryPage,
): Promise<Listing[]> {
  return (await categoryPageQuery(db, categoryId, page)).map(toListing);
}

/** Every listing of one seller, sold ones included (My Products shows them with Delete only). */
export async function listListingsOfSeller(db: Database, email: string): Promise<Listing[]> {
  const rows = await selectListings(db)
    .where(eq(users.email, email.toLowerCase()))
    .orderBy(...newestFirst);
  return rows.map(toListing);
}

export interface ListingState {
  sellerEmail: string;
  sold: boolean;
  adv: boolean;
}

/** What the permission checks and refusals need to know about a listing, or undefined. */
export async function findListingState(
  db: Database,
  id: string,
): Promise<ListingState | undefined> {
  const [row] = await db
    .select({ sellerEmail: users.email, sold: listings.sold, adv: listings.adv })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}
