import { z } from 'zod';
import { PAYMENT_CURRENCIES, STRIPE_PAYMENT_SUCCEEDED_EVENT } from '../constants';
import { EmailSchema, IdSchema, InsertResultSchema, PriceSchema, TextSchema } from './common';

const currency = z.enum(PAYMENT_CURRENCIES);
/** Ours: SSLCommerz is configured, so the page also offers 'bKash, Nagad, Rocket or card'. */
const wallets = z.boolean().default(false);

/**
 * GET /payment-config (ours, public): which card provider the server uses, and the currency it
 * charges in (the payment page says the amount in it). Stripe when its keys are set (the
 * publishable key is public by design); otherwise the built-in test-mode provider.
 */
export const PaymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().min(1), currency, wallets }),
  z.object({ provider: z.literal('test'), currency, wallets }),
]);

/**
 * POST /create-payment-intent names the order beside bookPrice, because the amount is the
 * order's own (from the database), never the request's. A bookPrice that
 * differs from the order's is refused. Creating the intent reserves the listing for this order.
 */
export const CreatePaymentIntentPayloadSchema = z.strictObject({
  bookPrice: PriceSchema,
  orderId: IdSchema,
});
export const CreatePaymentIntentResponseSchema = z.object({ clientSecret: z.string().min(1) });

/**
 * POST /payments: recorded only after the server has asked the provider that `transactionId`
 * (the PaymentIntent id) succeeded for this order's amount and buyer. 201 with the payment id;
 * a replay of the same transaction answers 200 with the same id and changes nothing.
 */
export const PaymentPayloadSchema = z.strictObject({
  bookPrice: PriceSchema,
  transactionId: TextSchema.trim().min(1).max(255),
  email: EmailSchema,
  orderId: IdSchema,
});
export const PaymentResponseSchema = InsertResultSchema;

/** Card digits as typed: spaces and dashes allowed, 12 to 19 digits. */
const CardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.'));

/**
 * POST /test-payments/confirm (ours; only while the test-mode provider is active): what Stripe.js's
 * confirmCardPayment does with Stripe, done against the server's test-mode provider. The client
 * secret identifies the intent, as with Stripe. Card failures answer 402 with Stripe's message.
 */
export const TestModeCardConfirmPayloadSchema = z.strictObject({
  clientSecret: TextSchema.min(1).max(255),
  cardNumber: CardNumberSchema,
  expMonth: z.coerce
    .number()
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
/** The intent after confirmation, shaped like the part of Stripe's PaymentIntent we read. */
export const TestModeCardConfirmResponseSchema = z.object({
  id: z.string().min(1),
  status: z.literal('succeeded'),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
});

/**
 * POST /stripe/webhook (ours; Stripe calls it, signed): the parts of a Stripe event the server
 * reads. Any event has a type; a payment_intent.succeeded event names its intent, which the
 * server then reads from Stripe itself rather than trusting the copy in the event.
 */
export const StripeEventSchema = z.object({ type: z.string().min(1).max(255) });
export const PaymentSucceededEventSchema = z.object({
  type: z.literal(STRIPE_PAYMENT_SUCCEEDED_EVENT),
  data: z.object({ object: z.object({ id: z.string().regex(/^pi_[\w-]{1,250}$/) }) }),
});

/**
 * What became of the event, for the endpoint's log in Stripe's dashboard: a payment `recorded`
 * (or `replayed`: recorded before), `refunded` (the book went to someone else), `ignored`
 * (another event type, or an intent that has not succeeded), `unknownOrder` (not ours).
 */
const STRIPE_WEBHOOK_OUTCOMES = [
  'recorded',
  'replayed',
  'refunded',
  'ignored',
  'unknownOrder',
] as const;
export const StripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(STRIPE_WEBHOOK_OUTCOMES),
});

export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;
export type CreatePaymentIntentPayload = z.infer<typeof CreatePaymentIntentPayloadSchema>;
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;
export type PaymentPayload = z.infer<typeof PaymentPayloadSchema>;
export type TestModeCardConfirmPayload = z.input<typeof TestModeCardConfirmPayloadSchema>;
export type TestModeCardConfirmResponse = z.infer<typeof TestModeCardConfirmResponseSchema>;
export type StripeWebhookOutcome = (typeof STRIPE_WEBHOOK_OUTCOMES)[number];
