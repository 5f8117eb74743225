import { z } from 'zod';
import { PAYMENT_SUCCEEDED } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { EmailSchema, IdSchema } from '../../shared/schemas/common';
import type { StripeWebhookOutcome } from '../../shared/schemas/payment';
import {
  findOrderOfBuyer,
  findPaymentByTransaction,
  type OrderToPay,
  recordPayment,
} from '../db/queries/payments';
import { rememberWithdrawal } from '../db/queries/pendingWithdrawals';
import { HttpError } from '../httpError';
import { checkIntent } from './checkIntent';
import type { ProviderIntent } from './provider';
import type { IntentDeps, Withdrawal } from './settlementTypes';

/**
 * Settling a payment: recording it, refunding it, or withdrawing an intent that must no longer be
 * paid. One module, because each leads to the others: a recorded payment withdraws the losing
 * buyers' intents, and a withdrawn intent that had succeeded is settled like any late payment.
 */

/** The recorded payment's id; `replayed` when this transaction had been recorded before. */
interface Settled {
  paymentId: string;
  replayed: boolean;
}

/** States from which an intent can no longer move, so there is nothing to cancel. */
const FINAL_STATUSES: ReadonlySet<string> = new Set([PAYMENT_SUCCEEDED, 'canceled']);

/** The order and buyer this server wrote into the intent's metadata when it created it. */
const IntentMetadataSchema = z.object({ orderId: IdSchema, buyerEmail: EmailSchema });

/**
 * Records an intent the provider has already vouched for (checkIntent): the order paid, the book
 * sold, its other unpaid orders cancelled, in one transaction. When the book went to another
 * order (or was deleted) meanwhile, nothing is written, the buyer's money goes back and the
 * refusal says which of the two happened.
 */
export async function settlePayment(
  deps: IntentDeps,
  order: OrderToPay,
  transactionId: string,
  email: string,
): Promise<Settled> {
  // An order whose listing_id is null lost its book to a delete (its history stays).
  const outcome = order.listingId
    ? await recordPayment(deps.db, {
        orderId: order.id,
        listingId: order.listingId,
        transactionId,
        amount: order.bookPrice,
        email,
      })
    : ({ outcome: 'removed' } as const);
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
  throw new HttpError(409, refundReason(outcome.outcome));
}

/** What the buyer is told of a payment given back: the book was sold, or its seller removed it. */
export const refundReason = (why: 'taken' | 'removed') =>
  why === 'removed' ? SERVER_ERRORS.paymentRefundedListingRemoved : SERVER_ERRORS.paymentRefunded;

/**
 * Settles a payment the buyer's page never reported (the tab closed, the network dropped): a
 * Stripe webhook, or the expiry sweep, found the provider's intent succeeded. `intent` must be
 * the provider's own answer, never a caller's copy, and the order and buyer come from its
 * metadata, which only this server sets. Then it goes the way POST /payments goes
 * (settlePayment): recorded once, a replay when it already was, refunded when the book went to
 * someone else. An intent for another amount, or a currency the product never charges in, can
 * never be recorded: refunded too.
 */
export async function settleSucceededIntent(
  deps: IntentDeps,
  intent: ProviderIntent,
): Promise<StripeWebhookOutcome> {
  if (intent.status !== PAYMENT_SUCCEEDED) return 'ignored';
  const metadata = IntentMetadataSchema.safeParse(intent.metadata);
  const buyerEmail = metadata.data?.buyerEmail.toLowerCase() ?? '';
  const order = metadata.success
    ? await findOrderOfBuyer(deps.db, metadata.data.orderId, buyerEmail)
    : undefined;
  if (!order) {
    // Another product on the same Stripe account, or an order deleted since: not ours to touch.
    deps.log.warn({ intentId: intent.id }, 'a succeeded payment intent names no order of ours');
    return 'unknownOrder';
  }

  try {
    const claim = { orderId: order.id, buyerEmail, orderPrice: order.bookPrice };
    checkIntent(intent, { ...claim, bookPrice: Number(order.bookPrice) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    deps.log.error({ intentId: intent.id, orderId: order.id }, 'refunding a mismatched payment');
    await deps.payments.refundIntent(intent.id);
    return 'refunded';
  }

  try {
    const settled = await settlePayment(deps, order, intent.id, buyerEmail);
    return settled.replayed ? 'replayed' : 'recorded';
  } catch (error) {
    // settlePayment's one refusal: the book went elsewhere, and the money has been given back.
    if (error instanceof HttpError && error.statusCode === 409) return 'refunded';
    throw error;
  }
}

/**
 * Makes an intent that must no longer be paid unable to leave a charge behind: unless it already
 * succeeded or was cancelled, it is cancelled at the provider and then read back, because the
 * buyer's card may have gone through just before (the provider then refuses the cancel, and both
 * adapters take that refusal as done). A succeeded intent is settled like any late payment,
 * through settleSucceededIntent: recorded if its order can still be paid, refunded otherwise.
 * Every step is conditional or idempotent, so the buyer's own page, a webhook, the sweep or
 * another server copy may settle the same intent meanwhile.
 */
export async function withdrawIntent(deps: IntentDeps, intentId: string): Promise<Withdrawal> {
  let intent = await deps.payments.retrieveIntent(intentId);
  if (intent && !FINAL_STATUSES.has(intent.status)) {
    await deps.payments.cancelIntent(intentId);
    intent = await deps.payments.retrieveIntent(intentId);
  }
  if (!intent || intent.status === 'canceled') return 'cancelled';
  if (intent.status !== PAYMENT_SUCCEEDED) return 'open';
  const settled = await settleSucceededIntent(deps, intent);
  // It ignores only an intent that has not succeeded: then it is still open.
  return settled === 'ignored' ? 'open' : settled;
}

/**
 * withdrawIntent for a caller that must go on whatever happens (another buyer's request): a
 * failure is logged, not shown, and answered `failed`. The intent is then remembered, and the
 * order expiry withdraws it again (retryWithdrawals) until the provider answers: its buyer may
 * still be charged, and their page may close before it reports the payment.
 */
export async function withdrawQuietly(
  deps: IntentDeps,
  intentId: string,
): Promise<Withdrawal | 'failed'> {
  try {
    return await withdrawIntent(deps, intentId);
  } catch (error) {
    deps.log.warn({ err: error, intentId }, 'could not withdraw a payment intent; retried later');
    await rememberWithdrawal(deps.db, intentId).catch((dbError: unknown) =>
      deps.log.error({ err: dbError, intentId }, 'could not remember a withdrawal to retry'),
    );
    return 'failed';
  }
}
