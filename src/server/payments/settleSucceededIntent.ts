import { z } from 'zod';
import { PAYMENT_SUCCEEDED } from '../../shared/constants';
import { EmailSchema, IdSchema } from '../../shared/schemas/common';
import type { StripeWebhookOutcome } from '../../shared/schemas/payment';
import { findOrderOfBuyer } from '../db/queries/payments';
import { HttpError } from '../httpError';
import { checkIntent } from './checkIntent';
import type { IntentDeps } from './intentForOrder';
import type { ProviderIntent } from './provider';
import { settlePayment } from './settlePayment';

/** The order and buyer this server wrote into the intent's metadata when it created it. */
const IntentMetadataSchema = z.object({ orderId: IdSchema, buyerEmail: EmailSchema });

/**
 * Settles a payment the buyer's page never reported (the tab closed, the network dropped): a
 * Stripe webhook, or the expiry sweep, found the provider's intent succeeded. `intent` must be
 * the provider's own answer, never a caller's copy, and the order and buyer come from its
 * metadata, which only this server sets. Then it goes the way POST /payments goes
 * (settlePayment): recorded once, a replay when it already was, refunded when the book went to
 * someone else. An intent for another amount or currency can never be recorded: refunded too.
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
    checkIntent(intent, { ...claim, bookPrice: Number(order.bookPrice), currency: deps.currency });
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
