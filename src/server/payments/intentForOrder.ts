import type { OrderToPay } from '../db/queries/payments';
import { intentIdOfOrder, replaceOrderIntent } from '../db/queries/reservations';
import type { IntentDeps } from './settlementTypes';
import { REUSABLE_INTENT_STATUSES } from './provider';
import { withdrawQuietly } from './settlement';

/**
 * The intent's client secret if it is still this order's to pay (or already paid) as is. One open
 * in another currency (PAYMENT_CURRENCY changed since) is replaced, so the buyer is charged in
 * the currency the page names.
 */
async function reusableSecret(deps: IntentDeps, intentId: string, amountCents: number) {
  const intent = await deps.payments.retrieveIntent(intentId);
  const reusable =
    intent?.amount === amountCents &&
    intent.currency === deps.currency &&
    REUSABLE_INTENT_STATUSES.has(intent.status);
  return reusable ? (intent.clientSecret ?? undefined) : undefined;
}

/**
 * The client secret to pay `order` with. The order's intent is handed out again while it can be
 * paid, so reloading the payment page never makes a second intent; otherwise a new one is
 * created for the order's own amount and stored on the order, and the old one withdrawn. Two
 * requests for one order racing here keep whichever intent was stored first and withdraw the other.
 */
export async function clientSecretForOrder(
  deps: IntentDeps,
  order: OrderToPay,
  amountCents: number,
  buyerEmail: string,
): Promise<string> {
  if (order.intentId) {
    const secret = await reusableSecret(deps, order.intentId, amountCents);
    if (secret) return secret;
  }
  const created = await deps.payments.createIntent({
    amountCents,
    currency: deps.currency,
    orderId: order.id,
    buyerEmail,
    idempotencyKey: `order-${order.id}-after-${order.intentId ?? 'none'}`,
  });
  if (await replaceOrderIntent(deps.db, order.id, order.intentId, created.id)) {
    if (order.intentId) await withdrawQuietly(deps, order.intentId);
    return created.clientSecret;
  }
  const stored = await intentIdOfOrder(deps.db, order.id);
  // With Stripe's idempotency key both requests may have been given the very same intent.
  if (stored === created.id) return created.clientSecret;
  await withdrawQuietly(deps, created.id);
  const secret = stored ? await reusableSecret(deps, stored, amountCents) : undefined;
  if (!secret) throw new Error(`order ${order.id} has no payable intent after a race`);
  return secret;
}
