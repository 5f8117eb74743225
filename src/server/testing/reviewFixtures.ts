import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, reviews, users } from '../db/schema';
import { addListing, BUYER, OWNER, userId } from './listingFixtures';

/**
 * Test helpers of the review routes: orders handed over to rate, reviews written straight to the
 * database (e.g. 31 days old), and the seller's rating as stored and as counted from the rows.
 */

type OrderStatusForReview = 'handed_over' | 'paid' | 'unpaid' | 'cancelled';

/**
 * An order of `buyer` for a fresh listing of `seller`, handed over by default (the book sold, as
 * the seller's confirmed handover leaves it: only then may the buyer rate the seller); `status`
 * paid, unpaid or cancelled for the orders that may not be rated yet.
 */
export async function addHandedOverOrder(
  db: Database,
  { buyer = BUYER, seller = OWNER, status = 'handed_over' as OrderStatusForReview } = {},
): Promise<string> {
  const sold = status === 'paid' || status === 'handed_over';
  const listingId = await addListing(db, { seller, sold });
  const [row] = await db
    .insert(orders)
    .values({
      listingId,
      bookTitle: 'Fixture Book',
      bookPrice: '150.00',
      sellerName: 'Fixture Seller',
      sellerEmail: seller,
      sellerId: await userId(db, seller),
      buyerId: await userId(db, buyer),
      name: 'Fixture Buyer',
      email: buyer,
      location: 'Dhaka',
      status,
      paidAt: sold ? new Date() : null,
      handedOverAt: status === 'handed_over' ? new Date() : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A review of an order handed over as POST /reviews writes it, `daysAgo` old (the trigger counts it). */
export async function addReviewRow(
  db: Database,
  { buyer = BUYER, seller = OWNER, rating = 4, daysAgo = 0 } = {},
): Promise<string> {
  const orderId = await addHandedOverOrder(db, { buyer, seller });
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
