/**
 * What the product needs from a card-payment provider: Stripe's PaymentIntent calls, reduced to
 * the fields the server reads. The amount is always the order's own, in the currency's smallest
 * unit (cents), and the metadata names the order and buyer so a payment can be checked later.
 */
export interface NewIntent {
  amountCents: number;
  currency: string;
  orderId: string;
  buyerEmail: string;
  /** Stripe returns the same intent for a repeated key, so a retried create charges nobody twice. */
  idempotencyKey?: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface ProviderIntent {
  id: string;
  /** Stripe's status names: requires_payment_method, ..., succeeded, canceled. */
  status: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  /** Empty strings when the intent was not created by this product (no such metadata). */
  metadata: { orderId: string; buyerEmail: string };
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'testMode';
  createIntent(intent: NewIntent): Promise<CreatedIntent>;
  /** Undefined when the provider knows no intent with this id (a forged transaction id). */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * So an intent can no longer be charged; a no-op for one that cannot be cancelled any more,
   * which may mean it succeeded just before: callers read it back (withdrawIntent).
   */
  cancelIntent(id: string): Promise<void>;
  /** Gives the whole amount back; repeating it is harmless. */
  refundIntent(id: string): Promise<void>;
  /**
   * Intents whose outcome only the provider can tell (a gateway's sessions, paid on its own
   * page): the expiry sweep asks about each. Stripe tells by its webhook instead.
   */
  openIntentIds?(): Promise<string[]>;
}

/**
 * Statuses in which an existing intent is handed out again rather than a new one created: it
 * can still be paid, or it already was (a second intent would charge the buyer twice).
 */
export const REUSABLE_INTENT_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
]);

/** Exact cents of a numeric(12,2) text or a 2-decimal number, without binary rounding drift. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}
