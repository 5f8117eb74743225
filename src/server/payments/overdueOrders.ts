import {
  cancelOverdueOrder,
  expireUnpaidOrders,
  type OverdueOrderWithIntent,
  overdueOrdersWithIntent,
} from '../db/queries/orderExpiry';
import { retryRefunds } from './retryRefunds';
import { retryWithdrawals } from './retryWithdrawals';
import { settleSucceededIntent, withdrawIntent } from './settlement';
import { type IntentDeps, paidForItsOrder } from './settlementTypes';

/** `left`: the provider could not say yet (a payment still processing); the next sweep asks. */
type OverdueOutcome = 'settled' | 'cancelled' | 'left';

/** What one sweep did: the overdue orders by outcome, the failed withdrawals and refunds now done. */
type SweepCounts = Record<OverdueOutcome, number> & { withdrawn: number; refunded: number };

/**
 * Closes one overdue order that has a payment intent. Its card may have been charged although
 * neither the page nor a webhook said so, so the intent is withdrawn (withdrawIntent) before the
 * order is cancelled here: cancelled at the provider, so from then on nobody can be charged for
 * it, or, if it succeeded (even just before the cancel), settled like any late payment: recorded,
 * or refunded when the book went elsewhere.
 */
async function closeOverdueOrder(
  deps: IntentDeps,
  order: OverdueOrderWithIntent,
  ttlMinutes: number,
): Promise<OverdueOutcome> {
  const withdrawal = await withdrawIntent(deps, order.intentId);
  if (paidForItsOrder(withdrawal)) return 'settled';
  if (withdrawal === 'open') return 'left';
  const cancelled = await cancelOverdueOrder(deps.db, order, ttlMinutes);
  // Refunded (or made for another order): this order can no longer be paid with it.
  if (withdrawal === 'refunded' || withdrawal === 'unknownOrder') return 'cancelled';
  // Cancelled at the provider, or unknown to it: nothing left that could charge the buyer.
  return cancelled ? 'cancelled' : 'left';
}

/**
 * Asks the provider about the intents only it can tell the outcome of (a gateway's sessions
 * whose notification never came, or whose validation timed out), and settles each that was
 * paid like any late payment. Answers how many paid their order.
 */
async function settleOpenIntents(deps: IntentDeps): Promise<number> {
  let settled = 0;
  for (const id of (await deps.payments.openIntentIds?.()) ?? []) {
    try {
      const intent = await deps.payments.retrieveIntent(id);
      if (intent && paidForItsOrder(await settleSucceededIntent(deps, intent))) settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, intentId: id }, 'could not ask about an open payment yet');
    }
  }
  return settled;
}

/**
 * The order expiry: overdue orders without an intent in one statement, then those with one,
 * each after asking the provider (closeOverdueOrder), then the withdrawals that failed earlier
 * (retryWithdrawals), the refunds the provider refused (retryRefunds) and the open gateway
 * sessions (settleOpenIntents). Every step is conditional, so any number of server copies may sweep at
 * once. An order the provider could not be asked about (an outage) stays unpaid for the next
 * sweep: an order is never cancelled on a guess.
 */
export async function expireOverdueOrders(
  deps: IntentDeps,
  ttlMinutes: number,
): Promise<SweepCounts> {
  const cancelled = await expireUnpaidOrders(deps.db, ttlMinutes);
  const counts = { settled: 0, cancelled, left: 0, withdrawn: 0, refunded: 0 };
  for (const order of await overdueOrdersWithIntent(deps.db, ttlMinutes)) {
    try {
      counts[await closeOverdueOrder(deps, order, ttlMinutes)] += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'could not close an overdue order yet');
      counts.left += 1;
    }
  }
  counts.settled += await settleOpenIntents(deps);
  counts.withdrawn = await retryWithdrawals(deps);
  counts.refunded = await retryRefunds(deps);
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
