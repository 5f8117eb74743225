import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { orders, pendingRefunds } from '../schema';
import { BY_SYSTEM, recordOrderEvents } from '../../orders/orderTransition';
import { insertNotifications } from './notifications';

/** How many refunds one sweep retries; the next sweep takes the rest. */
const REFUNDS_PER_SWEEP = 100;

export interface PendingRefund {
  orderId: string;
  transactionId: string;
}

/** A history row beside the order's status, which a refund does not change. */
async function recordRefundEvent(
  tx: Database,
  orderId: string,
  reason: 'refund_pending' | 'refunded',
) {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const unchanged = { orderId, fromStatus: order.status, toStatus: order.status };
  await recordOrderEvents(tx, [unchanged], reason, BY_SYSTEM);
}

/**
 * Remembers a refund the provider refused, with 'refund pending' in the order's history. Once
 * per order: remembering it again (a second failure before the retry) writes nothing.
 */
export async function rememberRefund(db: Database, refund: PendingRefund): Promise<void> {
  await db.transaction(async (tx) => {
    const remembered = await tx
      .insert(pendingRefunds)
      .values(refund)
      .onConflictDoNothing()
      .returning({ orderId: pendingRefunds.orderId });
    if (remembered.length === 1) await recordRefundEvent(tx, refund.orderId, 'refund_pending');
  });
}

/** A refund the provider made at once: 'refunded' in the order's history. */
export const recordRefunded = (db: Database, orderId: string) =>
  db.transaction((tx) => recordRefundEvent(tx, orderId, 'refunded'));

/** The oldest refunds still to make. */
export async function pendingRefundsToRetry(db: Database): Promise<PendingRefund[]> {
  return db
    .select({ orderId: pendingRefunds.orderId, transactionId: pendingRefunds.transactionId })
    .from(pendingRefunds)
    .orderBy(asc(pendingRefunds.createdAt), asc(pendingRefunds.orderId))
    .limit(REFUNDS_PER_SWEEP);
}

/**
 * A retried refund went through: the row is forgotten, the history says 'refunded' and the buyer
 * is told, in one transaction. Only the copy that deleted the row writes them, so two server
 * copies retrying at once say it once (refunding twice is harmless at the provider).
 */
export async function forgetRefund(db: Database, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const forgotten = await tx
      .delete(pendingRefunds)
      .where(eq(pendingRefunds.orderId, orderId))
      .returning({ orderId: pendingRefunds.orderId });
    if (forgotten.length === 0) return false;
    await recordRefundEvent(tx, orderId, 'refunded');
    const [order] = await tx
      .select({
        buyerId: orders.buyerId,
        listingId: orders.listingId,
        bookTitle: orders.bookTitle,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (order) {
      const about = { order_id: orderId, listing_id: order.listingId, book_title: order.bookTitle };
      await insertNotifications(tx, [
        {
          userId: order.buyerId,
          kind: 'order_changed',
          data: { ...about, change: 'refunded', to: 'buyer' },
        },
      ]);
    }
    return true;
  });
}
