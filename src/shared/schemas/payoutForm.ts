import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import { SERVER_ERRORS, VALIDATION } from '../messages';
import { type PayoutPayload, PayoutPayloadSchema } from './orderLife';

/** TK with up to two decimals, as the admin types it ('৫০০' from a Bangla keyboard too). */
const AMOUNT_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * The admin's 'Record a payout' form for one seller: an amount of TK above zero and at most what
 * the seller is owed (the server's own refusal, said before sending), and the payment's reference.
 */
export function payoutFormSchema(balance: number) {
  return z.object({
    amount: z.preprocess(
      (value) => (value === undefined || value === null ? '' : toAsciiDigits(String(value))),
      z
        .string()
        .trim()
        .regex(AMOUNT_TEXT, VALIDATION.payoutAmountFormat)
        .refine((amount) => Number(amount) > 0, VALIDATION.payoutAmountFormat)
        .refine((amount) => Number(amount) <= balance, SERVER_ERRORS.payoutOverBalance),
    ),
    note: z.preprocess((value) => value ?? '', PayoutPayloadSchema.shape.note),
  });
}

export type PayoutFormInput = { amount?: string; note?: string };

/** The POST /admin/payouts body from a valid form. */
export function toPayoutPayload(
  sellerId: string,
  form: z.infer<ReturnType<typeof payoutFormSchema>>,
): PayoutPayload {
  return { seller_id: sellerId, amount: Number(form.amount), note: form.note };
}
