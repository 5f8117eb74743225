import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { REVIEW_EDIT_DAYS } from '../../../shared/constants';
import type { Database } from '../client';
import { orders, reviews, users } from '../schema';
import { insertNotifications } from './notifications';

/**
 * Writing, changing and removing reviews. Each write is one guarded statement that does what
 * is allowed or nothing; only when it did nothing is the row read again, to say why. The seller's
 * rating follows in the same statement, by the trigger of migration 0010_trust; a new review's
 * notification to the seller, in the same transaction.
 */

/** Why a review was not written or changed; the route words each one. */
export type ReviewRefusal =
  | 'orderMissing'
  | 'notYourOrder'
  | 'notHandedOver'
  | 'exists'
  | 'missing'
  | 'notYours'
  | 'removed'
  | 'closed'
  | 'alreadyRemoved';

interface Stars {
  rating: number;
  comment: string;
}

/** Still within REVIEW_EDIT_DAYS of its writing, by the database's clock (hours: no DST). */
const stillEditable = gt(
  reviews.createdAt,
  sql`now() - make_interval(hours => ${24 * REVIEW_EDIT_DAYS})`,
);
const idOfEmail = (db: Database, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));

/**
 * The buyer of an order handed over rates its seller (cash or online alike: only the handover
 * shows the sale happened): the users row of the e-mail the order kept. The
 * unique order_id settles a second review, also two sent at once (the later waits for the first
 * and then inserts nothing). The seller is told in the same transaction, only when it inserted.
 */
export async function addReview(
  db: Database,
  orderId: string,
  buyerEmail: string,
  { rating, comment }: Stars,
): Promise<{ id: string } | ReviewRefusal> {
  const written = await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      with written as (
        insert into ${reviews} (order_id, buyer_id, seller_id, rating, comment)
        select o.id, o.buyer_id, s.id, ${rating}, ${comment}
          from ${orders} o
          join ${users} b on b.id = o.buyer_id
          join ${users} s on s.email = o.seller_email
         where o.id = ${orderId} and b.email = ${buyerEmail.toLowerCase()}
           and o.status = 'handed_over'
        on conflict (order_id) do nothing
        returning id, seller_id, order_id)
      select w.id, w.seller_id, o.book_title
        from written w join ${orders} o on o.id = w.order_id`)) as unknown as {
      rows: { id: string; seller_id: string; book_title: string }[];
    };
    const [row] = rows;
    if (!row) return undefined;
    await insertNotifications(tx, [
      {
        userId: row.seller_id,
        kind: 'new_review',
        data: { review_id: row.id, seller_id: row.seller_id, rating, book_title: row.book_title },
      },
    ]);
    return { id: row.id };
  });
  if (written) return written;

  const [order] = await db
    .select({ buyerEmail: users.email, status: orders.status, reviewId: reviews.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) return 'orderMissing';
  if (order.buyerEmail !== buyerEmail.toLowerCase()) return 'notYourOrder';
  if (order.status !== 'handed_over') return 'notHandedOver';
  // Handed over, the caller's, and yet nothing written: a review exists (or the seller's account is gone).
  return order.reviewId ? 'exists' : 'orderMissing';
}

/** The reviewer changes stars and comment while the review is theirs, shown, and not too old. */
export async function editReview(
  db: Database,
  id: string,
  reviewerEmail: string,
  { rating, comment }: Stars,
): Promise<true | ReviewRefusal> {
  const changed = await db
    .update(reviews)
    .set({ rating, comment, updatedAt: sql`now()` })
    .where(
      and(
        eq(reviews.id, id),
        inArray(reviews.buyerId, idOfEmail(db, reviewerEmail)),
        isNull(reviews.removedAt),
        stillEditable,
      ),
    )
    .returning({ id: reviews.id });
  if (changed.length > 0) return true;

  const [review] = await db
    .select({ reviewerEmail: users.email, removedAt: reviews.removedAt })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.id, id));
  if (!review) return 'missing';
  if (review.reviewerEmail !== reviewerEmail.toLowerCase()) return 'notYours';
  return review.removedAt ? 'removed' : 'closed';
}

/** The admin removes a shown review with a reason; it leaves the seller's rating at once. */
export async function removeReview(
  db: Database,
  id: string,
  reason: string,
): Promise<true | ReviewRefusal> {
  const removed = await db
    .update(reviews)
    .set({ removedAt: sql`now()`, removedReason: reason })
    .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
    .returning({ id: reviews.id });
  if (removed.length > 0) return true;
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  return review ? 'alreadyRemoved' : 'missing';
}
