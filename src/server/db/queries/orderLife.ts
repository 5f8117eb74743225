import { asc, desc, eq } from 'drizzle-orm';
import type { Order } from '../../../shared/schemas/order';
import type { OrderChange, OrderEvent } from '../../../shared/schemas/orderLife';
import type { Database } from '../client';
import { orderEvents, orders, reviews } from '../schema';
import { ORDER_ANSWER_COLUMNS, toOrder } from './orderMappers';

/** An order after a change, as the page redraws its next step from it. */
export const toOrderChange = (row: typeof orders.$inferSelect): OrderChange => ({
  _id: row.id,
  status: row.status,
  payment_method: row.paymentMethod,
  meetup_at: row.meetupAt && row.meetupAt.toISOString(),
  meetup_proposed_by: row.meetupProposedBy,
  meetup_agreed: row.meetupAgreedAt !== null,
});

/** An order's history, oldest first (the id breaks ties within one transaction's rows). */
export async function historyOf(db: Database, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => ({
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: row.actor,
    reason: row.reason,
    at: row.createdAt.toISOString(),
  }));
}

/** 'Orders for my books': every order of the seller's books, newest first. */
export async function listOrdersOfSeller(
  db: Database,
  sellerId: string,
  ttlMinutes: number,
): Promise<Order[]> {
  const rows = await db
    .select(ORDER_ANSWER_COLUMNS)
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(eq(orders.sellerId, sellerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrder(row, ttlMinutes));
}
