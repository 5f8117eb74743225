import { PAYMENT_CURRENCIES, PAYMENT_SUCCEEDED } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';
import { type ProviderIntent, toCents } from './provider';

interface PaymentClaim {
  orderId: string;
  buyerEmail: string;
  /** What the buyer says they paid; it must be the order's price as well. */
  bookPrice: number;
  /** The order's price as stored. */
  orderPrice: string;
}

/**
 * The currency an intent was created in is its own (the provider keeps it), and only this server
 * creates intents for its orders (their metadata, checked first). So an intent is judged in the
 * currency it was made in, any the product charges in: one begun before PAYMENT_CURRENCY changed
 * is still recorded, for the order's price in that currency, rather than refunded.
 */
const CHARGED_CURRENCIES: ReadonlySet<string> = new Set(PAYMENT_CURRENCIES);

/**
 * Refuses a payment the provider does not vouch for: unknown, made for another order or buyer,
 * for another amount or currency, or not (yet) succeeded. Checked in that order, so a forged or
 * borrowed transaction id never reaches the question whether it succeeded.
 */
export function checkIntent(intent: ProviderIntent | undefined, claim: PaymentClaim): void {
  if (!intent) throw new HttpError(400, SERVER_ERRORS.paymentUnknown);
  const { orderId, buyerEmail } = intent.metadata;
  if (orderId !== claim.orderId || buyerEmail !== claim.buyerEmail) {
    throw new HttpError(400, SERVER_ERRORS.paymentOtherOrder);
  }
  const price = toCents(claim.orderPrice);
  if (
    intent.amount !== price ||
    !CHARGED_CURRENCIES.has(intent.currency) ||
    toCents(claim.bookPrice) !== price
  ) {
    throw new HttpError(400, SERVER_ERRORS.paymentAmountMismatch);
  }
  if (intent.status !== PAYMENT_SUCCEEDED) {
    throw new HttpError(402, SERVER_ERRORS.paymentNotSucceeded);
  }
}
