import { z } from 'zod';
import { GATEWAY_RETURN_RESULTS } from '../gatewayResults';
import { EmailSchema, IdSchema, PriceSchema } from './common';

/**
 * POST /sslcommerz/sessions (ours): the buyer's own unpaid online order, paid on SSLCommerz's
 * hosted page (bKash, Nagad, Rocket, card). As with a card intent the amount is the order's own;
 * a bookPrice that differs is refused, and opening a session holds the book for this order.
 */
export const GatewaySessionPayloadSchema = z.strictObject({
  orderId: IdSchema,
  bookPrice: PriceSchema,
});
/** Where the browser goes next: the gateway's page for this session. */
export const GatewaySessionResponseSchema = z.object({ gatewayUrl: z.url() });

/** `?payment=` on the order page after the gateway sends the buyer back (GATEWAY_RETURN_RESULTS). */
export const GatewayReturnResultSchema = z.enum(GATEWAY_RETURN_RESULTS);

/**
 * GET /admin/held-payments: gateway payments its risk check held for review (risk level 1); the
 * order is not paid until the admin accepts (then it is), or refunds (the buyer gets it back).
 */
export const HeldPaymentSchema = z.object({
  /** The gateway's transaction id (ours, given when the session opened). */
  _id: z.string().min(1),
  order_id: IdSchema,
  book_title: z.string(),
  buyer_email: EmailSchema,
  amount: z.number(),
  /** How the buyer paid, as the gateway names it (e.g. 'BKASH-BKash', 'VISA-Dutch Bangla'). */
  method: z.string(),
  risk_title: z.string(),
  held_at: z.iso.datetime({ offset: true }),
});
export const HeldPaymentListSchema = z.array(HeldPaymentSchema);

export type GatewaySessionPayload = z.infer<typeof GatewaySessionPayloadSchema>;
export type GatewaySessionResponse = z.infer<typeof GatewaySessionResponseSchema>;
export type GatewayReturnResult = z.infer<typeof GatewayReturnResultSchema>;
export type HeldPayment = z.infer<typeof HeldPaymentSchema>;
