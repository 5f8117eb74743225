import { z } from 'zod';
import { EmailSchema, IdSchema, PriceSchema } from './common';

/**
 * POST /create-payment-intent. The seed sends only bookPrice; we also need the order, because
 * the amount is the order's own (from the database), never the request's.
 */
export const CreatePaymentIntentPayloadSchema = z.strictObject({
  bookPrice: PriceSchema,
  orderId: IdSchema,
});
export const CreatePaymentIntentResponseSchema = z.object({ clientSecret: z.string().min(1) });

export const PaymentPayloadSchema = z.strictObject({
  bookPrice: PriceSchema,
  transactionId: z.string().trim().min(1).max(255),
  email: EmailSchema,
  orderId: IdSchema,
});

export type CreatePaymentIntentPayload = z.infer<typeof CreatePaymentIntentPayloadSchema>;
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;
export type PaymentPayload = z.infer<typeof PaymentPayloadSchema>;
