import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { listings, orders } from '../schema';
import { guardOf, outcomeOf } from '../../orders/orderStates';
import { recordBulkTransition } from '../../orders/orderTransition';
import { insertNotifications } from './notifications';
import {
  bothSidesNotifications,
  cancellationNotifications,
  toldColumns,
} from './orderNotifications';

/** How many orders with a payment intent one sweep asks the provider about; the next goes on. */
const INTENTS_PER_SWEEP = 100;

/**
 * An unpaid order placed more than `ttlMinutes` ago. An order whose listing is still reserved
 * for it (a card payment under way) is not overdue until the reservation ends, so a buyer paying
 * at the last minute is not cancelled mid-payment.
 */
const overdue = (ttlMinutes: number): SQL => sql`(
  ${guardOf('expire')}
  and orders.created_at < now() - make_interval(mins => ${ttlMinutes})
  and not exists (
    select 1 from listings
    where listings.reserved_order_id = orders.id and listings.reserved_until > now()
  ))`;

/**
 * Cancels overdue orders that never got a payment intent, and tells each buyer, in one
 * transaction (docs/decisions/0013: every server copy may run it at any time; a row two copies
 * race for is cancelled, and told, by the one that updates it first, since the other's UPDATE
 * re-checks `status = 'unpaid'` after the first commits). An order with an intent is left to
 * closeOverdueOrder (payments/), which asks the provider first: its card may have been charged
 * without the page ever saying so. Answers how many it cancelled.
 */
export async function expireUnpaidOrders(db: Database, ttlMinutes: number): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set(outcomeOf('expire'))
      .where(and(overdue(ttlMinutes), isNull(orders.intentId)))
      .returning(toldColumns);
    await recordBulkTransition(
      tx,
      'expire',
      cancelled.map(({ id }) => id),
      'unpaid',
    );
    await insertNotifications(tx, cancellationNotifications(cancelled, 'expired'));
    return cancelled.length;
  });
}

export interface OverdueOrderWithIntent {
  id: string;
  intentId: string;
}

/** Overdue orders that have an intent, oldest first; only `orderId` when it is given. */
export async function overdueOrdersWithIntent(
  db: Database,
  ttlMinutes: number,
  orderId?: string,
): Promise<OverdueOrderWithIntent[]> {
  const rows = await db
    .select({ id: orders.id, intentId: orders.intentId })
    .from(orders)
    .where(
      and(
        overdue(ttlMinutes),
        isNotNull(orders.intentId),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(INTENTS_PER_SWEEP);
  return rows.flatMap(({ id, intentId }) => (intentId ? [{ id, intentId }] : []));
}

/**
 * Cancels one overdue order once its intent can no longer be charged, only if the order still
 * has that intent and is still overdue: a buyer who reopened the payment page meanwhile got a
 * new intent (or a new hold), and that one was not asked about. True when it cancelled it (and
 * told the buyer, in the same transaction).
 */
export async function cancelOverdueOrder(
  db: Database,
  { id, intentId }: OverdueOrderWithIntent,
  ttlMinutes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set(outcomeOf('expire'))
      .where(and(eq(orders.id, id), eq(orders.intentId, intentId), overdue(ttlMinutes)))
      .returning(toldColumns);
    await recordBulkTransition(
      tx,
      'expire',
      cancelled.map(({ id }) => id),
      'unpaid',
    );
    await insertNotifications(tx, cancellationNotifications(cancelled, 'expired'));
    return cancelled.length === 1;
  });
}

/**
 * Cancels the cash orders nobody acted on within `graceHours` after their meet-up time (no
 * handover, no cancel, no no-show): their books are free again and both people are told, in one
 * transaction. The guarded UPDATE re-checks each row after any lock it waited for, so a handover
 * confirmed meanwhile wins and the order is left alone. Answers how many it cancelled.
 */
export async function expireForgottenCashOrders(db: Database, graceHours: number): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set(outcomeOf('expireCash'))
      .where(guardOf('expireCash', { cashHoldGraceHours: graceHours }))
      .returning({
        id: orders.id,
        listingId: orders.listingId,
        bookTitle: orders.bookTitle,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
      });
    if (cancelled.length === 0) return 0;
    const ids = cancelled.map(({ id }) => id);
    await recordBulkTransition(tx, 'expireCash', ids, 'unpaid');
    await tx.update(listings).set({ cashOrderId: null }).where(inArray(listings.cashOrderId, ids));
    await insertNotifications(tx, bothSidesNotifications(cancelled, 'cash_hold_expired'));
    return cancelled.length;
  });
}
