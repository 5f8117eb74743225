import Stripe from 'stripe';
import { STRIPE_PAYMENT_SUCCEEDED_EVENT } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { PaymentSucceededEventSchema, StripeEventSchema } from '../../shared/schemas/payment';
import { HttpError } from '../httpError';

/** What the server reads of a Stripe event: its type, and the intent a succeeded payment names. */
type StripeEvent =
  { type: typeof STRIPE_PAYMENT_SUCCEEDED_EVENT; intentId: string } | { type: 'other' };

/** Stripe's own check of the signature, then its JSON parse of the body it vouched for. */
function verifiedEvent(body: Buffer, signature: string, secret: string): unknown {
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    // The body is parsed only once the signature holds: signed, but not JSON.
    if (error instanceof SyntaxError) throw new HttpError(400, SERVER_ERRORS.webhookEventMalformed);
    // Anything else failed the check. Not only StripeSignatureVerificationError: for some broken
    // headers (an empty `v1=`) the library throws a plain Error, which must not become a 500.
    throw new HttpError(400, SERVER_ERRORS.webhookSignatureInvalid);
  }
}

/**
 * Reads a Stripe webhook call: first the `Stripe-Signature` header over the exact bytes received
 * (Stripe's library checks the HMAC with the endpoint's signing secret, and refuses a timestamp
 * older than five minutes, so a captured call cannot be replayed later), then the few fields
 * the server acts on. Anything else is a 400 that changes nothing.
 */
export function readStripeEvent(
  body: unknown,
  signature: string | string[] | undefined,
  secret: string,
): StripeEvent {
  if (!Buffer.isBuffer(body) || typeof signature !== 'string') {
    throw new HttpError(400, SERVER_ERRORS.webhookSignatureInvalid);
  }
  const event = verifiedEvent(body, signature, secret);
  const envelope = StripeEventSchema.safeParse(event);
  if (!envelope.success) throw new HttpError(400, SERVER_ERRORS.webhookEventMalformed);
  if (envelope.data.type !== STRIPE_PAYMENT_SUCCEEDED_EVENT) return { type: 'other' };
  const succeeded = PaymentSucceededEventSchema.safeParse(event);
  if (!succeeded.success) throw new HttpError(400, SERVER_ERRORS.webhookEventMalformed);
  return { type: STRIPE_PAYMENT_SUCCEEDED_EVENT, intentId: succeeded.data.data.object.id };
}
