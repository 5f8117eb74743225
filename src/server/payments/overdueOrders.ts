import { PAYMENT_SUCCEEDED } from '../../shared/constants';
import {
  cancelOverdueOrder,
  expireUnpaidOrders,
  type OverdueOrderWithIntent,
  overdueOrdersWithIntent,
} from '../db/queries/orderExpiry';
import type { IntentDeps } from './intentForOrder';
import { settleSucceededIntent } from './settleSucceededIntent';

/** `left`: the provider could not say yet (a payment still processing); the next sweep asks. */
export type OverdueOutcome = 'settled' | 'cancelled' | 'left';

/**
 * Closes one overdue order that has a payment intent. Its card may have been charged although
 * neither the page nor a webhook said so, so the provider is asked, and the intent cancelled
 * there before the order is cancelled here: from then on nobody can be charged for it. An
 * intent that succeeded (even just before the cancel, which the provider then refuses) is
 * settled instead, like any late payment: recorded, or refunded when the book went elsewhere.
 */
export async function closeOverdueOrder(
  deps: IntentDeps,
  order: OverdueOrderWithIntent,
  ttlMinutes: number,
): Promise<OverdueOutcome> {
  let intent = await deps.payments.retrieveIntent(order.intentId);
  if (intent && intent.status !== PAYMENT_SUCCEEDED) {
    await deps.payments.cancelIntent(order.intentId);
    intent = await deps.payments.retrieveIntent(order.intentId);
  }
  if (intent?.status === PAYMENT_SUCCEEDED) {
    const outcome = await settleSucceededIntent(deps, intent);
    if (outcome === 'recorded' || outcome === 'replayed') return 'settled';
    // Refunded (or made for another order): this order can no longer be paid with it.
    await cancelOverdueOrder(deps.db, order, ttlMinutes);
    return 'cancelled';
  }
  if (intent && intent.status !== 'canceled') return 'left';
  // Cancelled at the provider, or unknown to it: nothing left that could charge the buyer.
  return (await cancelOverdueOrder(deps.db, order, ttlMinutes)) ? 'cancelled' : 'left';
}

/**
 * The order expiry: overdue orders without an intent in one statement, then those with one,
 * each after asking the provider (closeOverdueOrder). Every step is conditional, so any number
 * of server copies may sweep at once. An order the provider could not be asked about (an
 * outage) stays unpaid for the next sweep: an order is never cancelled on a guess.
 */
export async function expireOverdueOrders(
  deps: IntentDeps,
  ttlMinutes: number,
): Promise<Record<OverdueOutcome, number>> {
  const counts = { settled: 0, cancelled: await expireUnpaidOrders(deps.db, ttlMinutes), left: 0 };
  for (const order of await overdueOrdersWithIntent(deps.db, ttlMinutes)) {
    try {
      counts[await closeOverdueOrder(deps, order, ttlMinutes)] += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'could not close an overdue order yet');
      counts.left += 1;
    }
  }
  return counts;
}

/** One buyer's order, when it is overdue and has an intent (the payment page opened late). */
export async function closeIfOverdue(
  deps: IntentDeps,
  orderId: string,
  ttlMinutes: number,
): Promise<OverdueOutcome | 'notOverdue'> {
  const [order] = await overdueOrdersWithIntent(deps.db, ttlMinutes, orderId);
  return order ? closeOverdueOrder(deps, order, ttlMinutes) : 'notOverdue';
}
