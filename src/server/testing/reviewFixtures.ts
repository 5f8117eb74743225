import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, reviews, users } from '../db/schema';
import { addListing, BUYER, OWNER, userId } from './listingFixtures';

/**
 * Test helpers of the review routes: paid orders to rate, reviews written straight to the
 * database (e.g. 31 days old), and the seller's rating as stored and as counted from the rows.
 */

/** A paid order of `buyer` for a fresh (now sold) listing of `seller`, as POST /payments leaves it. */
export async function addPaidOrder(
  db: Database,
  { buyer = BUYER, seller = OWNER, status = 'paid' as 'paid' | 'unpaid' | 'cancelled' } = {},
): Promise<string> {
  const listingId = await addListing(db, { seller, sold: status === 'paid' });
  const [row] = await db
    .insert(orders)
    .values({
      listingId,
      bookTitle: 'Fixture Book',
      bookPrice: '150.00',
      sellerName: 'Fixture Seller',
      sellerEmail: seller,
      buyerId: await userId(db, buyer),
      name: 'Fixture Buyer',
      email: buyer,
      location: 'Dhaka',
      status,
      paidAt: status === 'paid' ? new Date() : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A review of a paid order as POST /reviews writes it, `daysAgo` old (the trigger counts it). */
export async function addReviewRow(
  db: Database,
  { buyer = BUYER, seller = OWNER, rating = 4, daysAgo = 0 } = {},
): Promise<string> {
  const orderId = await addPaidOrder(db, { buyer, seller });
  const writtenAt = sql`now() - make_interval(days => ${daysAgo})`;
  const [row] = await db
    .insert(reviews)
    .values({
      orderId,
      buyerId: await userId(db, buyer),
      sellerId: await userId(db, seller),
      rating,
      comment: 'Fixture review.',
      createdAt: writtenAt,
      updatedAt: writtenAt,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function reviewRow(db: Database, id: string) {
  return (await db.select().from(reviews).where(eq(reviews.id, id)))[0];
}

/** The seller's rating as users keeps it, and as counted from the reviews not removed. */
export async function ratingOf(db: Database, seller: string) {
  const sellerId = await userId(db, seller);
  const [kept] = await db
    .select({ sum: users.ratingSum, count: users.ratingCount })
    .from(users)
    .where(eq(users.id, sellerId));
  const [counted] = await db
    .select({
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(sql`${reviews.sellerId} = ${sellerId} and ${reviews.removedAt} is null`);
  return { kept: kept!, counted: counted! };
}

/** Every review and the seller's rating: what a refused call must leave as it was. */
export async function reviewsAndRating(db: Database, seller: string) {
  const rows = await db.select().from(reviews).orderBy(reviews.id);
  return { rows, rating: await ratingOf(db, seller) };
}
