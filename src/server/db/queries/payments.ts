import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/orderLife';
import type { Database } from '../client';
import { listings, orders, payments, users } from '../schema';
import { insertNotifications } from './notifications';
import { cancelOrdersOfSoldBook, transitionOrder } from '../../orders/orderTransition';
import { paymentNotifications, toldOf } from './orderNotifications';

/** What paying for an order needs to know; the price is numeric(12,2) text, as stored. */
export interface OrderToPay {
  id: string;
  listingId: string | null;
  status: OrderStatus;
  bookPrice: string;
  intentId: string | null;
}

/** The order, only if `email` placed it: someone else's answers the same as an unknown one. */
export async function findOrderOfBuyer(
  db: Database,
  orderId: string,
  email: string,
): Promise<OrderToPay | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      listingId: orders.listingId,
      status: orders.status,
      bookPrice: orders.bookPrice,
      intentId: orders.intentId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.buyerId, sql`(select id from ${users} where email = ${email})`),
      ),
    );
  return row;
}

export async function findPaymentByTransaction(db: Database, transactionId: string) {
  const [row] = await db
    .select({ id: payments.id, orderId: payments.orderId, email: payments.email })
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  return row;
}

interface NewPayment {
  orderId: string;
  listingId: string;
  transactionId: string;
  amount: string;
  email: string;
}

type RecordOutcome =
  | { outcome: 'recorded'; paymentId: string; cancelledIntentIds: string[] }
  /** Nothing was written: the book or the order went to another payment (or this one, raced). */
  | { outcome: 'taken' }
  /** Nothing was written: the seller deleted the book meanwhile. */
  | { outcome: 'removed' };

/** Thrown inside the transaction so that everything it wrote is rolled back. */
class PaymentTaken extends Error {
  constructor(readonly outcome: 'taken' | 'removed' = 'taken') {
    super(`payment not recorded: ${outcome}`);
  }
}

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (e) => (e as { code?: unknown } | undefined)?.code === '23505',
  );

/**
 * One transaction: the payment row, the order paid, the listing sold (unadvertised, hold
 * released) and every other unpaid order of the listing cancelled. The payment is inserted first
 * so that a replay racing the original waits on the transaction id and then writes nothing; the
 * listing UPDATE (only while unsold) is the lock every competing payment for the book queues on,
 * so exactly one of them finds it unsold. orders_one_paid_per_listing backs that up. The seller
 * is told of the payment and each losing buyer of their cancelled order in the same transaction,
 * so a payment that is refused or rolled back tells nobody anything.
 */
export async function recordPayment(db: Database, payment: NewPayment): Promise<RecordOutcome> {
  const { orderId, listingId, transactionId, amount, email } = payment;
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(payments)
        .values({ orderId, transactionId, amount, email })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!inserted) throw new PaymentTaken();
      const [sold] = await tx
        .update(listings)
        .set({ sold: true, adv: false, reservedOrderId: null, reservedUntil: null })
        // A book held for another buyer's cash meet-up is not this payment's to take.
        .where(
          and(eq(listings.id, listingId), eq(listings.sold, false), isNull(listings.cashOrderId)),
        )
        .returning({ sellerId: listings.sellerId });
      if (!sold) {
        const [still] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(eq(listings.id, listingId));
        throw new PaymentTaken(still ? 'taken' : 'removed');
      }
      // A cancelled order (it expired) whose payment succeeded is honoured: the book is still free.
      const changed = await transitionOrder(tx, {
        orderId,
        action: 'payOnline',
        by: { actor: 'buyer', actorId: null },
        where: eq(orders.listingId, listingId),
        set: { paidAt: sql`now()` },
      });
      if (!changed) throw new PaymentTaken();
      const paid = toldOf(changed.order);
      const cancelled = await cancelOrdersOfSoldBook(tx, listingId);
      await insertNotifications(tx, paymentNotifications(sold.sellerId, paid, cancelled));
      const cancelledIntentIds = cancelled.flatMap(({ intentId }) => (intentId ? [intentId] : []));
      return { outcome: 'recorded' as const, paymentId: inserted.id, cancelledIntentIds };
    });
  } catch (error) {
    if (error instanceof PaymentTaken) return { outcome: error.outcome };
    if (isUniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  }
}
