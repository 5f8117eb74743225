import { PAYMENT_SUCCEEDED } from '../../shared/constants';
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
  currency: string;
}

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
    intent.currency !== claim.currency ||
    toCents(claim.bookPrice) !== price
  ) {
    throw new HttpError(400, SERVER_ERRORS.paymentAmountMismatch);
  }
  if (intent.status !== PAYMENT_SUCCEEDED) {
    throw new HttpError(402, SERVER_ERRORS.paymentNotSucceeded);
  }
}
