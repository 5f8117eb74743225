import { SERVER_ERRORS } from '../../shared/messages';
import { findPaymentByTransaction, type OrderToPay, recordPayment } from '../db/queries/payments';
import { HttpError } from '../httpError';
import type { IntentDeps } from './intentForOrder';
import { withdrawQuietly } from './withdrawIntent';

/** The recorded payment's id; `replayed` when this transaction had been recorded before. */
interface Settled {
  paymentId: string;
  replayed: boolean;
}

/**
 * Records an intent the provider has already vouched for (checkIntent): the order paid, the book
 * sold, its other unpaid orders cancelled, in one transaction. When the book went to another
 * order (or was deleted) meanwhile, nothing is written and the buyer's money goes back.
 */
export async function settlePayment(
  deps: IntentDeps,
  order: OrderToPay,
  transactionId: string,
  email: string,
): Promise<Settled> {
  const outcome = order.listingId
    ? await recordPayment(deps.db, {
        orderId: order.id,
        listingId: order.listingId,
        transactionId,
        amount: order.bookPrice,
        email,
      })
    : ({ outcome: 'taken' } as const);
  if (outcome.outcome === 'recorded') {
    // The losing buyers' orders were cancelled; their intents must not be chargeable either,
    // and a card that went through before its cancel is refunded rather than kept.
    for (const id of outcome.cancelledIntentIds) await withdrawQuietly(deps, id);
    return { paymentId: outcome.paymentId, replayed: false };
  }
  // Nothing was written. A replay that raced the original is answered, never refunded.
  const raced = await findPaymentByTransaction(deps.db, transactionId);
  if (raced && raced.orderId === order.id) return { paymentId: raced.id, replayed: true };
  await deps.payments.refundIntent(transactionId);
  throw new HttpError(409, SERVER_ERRORS.paymentRefunded);
}
