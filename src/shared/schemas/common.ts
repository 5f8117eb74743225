import { z } from 'zod';
import { ERROR_CODES } from '../errorCodes';
import { VALIDATION } from '../messages';

/** Half of a surrogate pair: a string that is not Unicode, so it has no UTF-8 form to store. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL (UTF-8) can store the text: no NUL (U+0000), no unpaired surrogate. */
const isStorableText = (value: string) =>
  !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);

/**
 * Free text a request carries (names, titles, phones, ids of the payment provider...). Text that
 * PostgreSQL cannot store failed the query as a 500; nobody types it, so it is refused here like
 * any other invalid input, naming the field.
 */
export const TextSchema = z.string().refine(isStorableText, VALIDATION.unstorableText);

/** Every record is addressed by a string `_id`, a UUID (docs/decisions/0010). */
export const IdSchema = z.uuid({ message: 'Not a valid id' });
export const IdParamsSchema = z.object({ id: IdSchema });
export const EmailSchema = z.email({ message: 'Not a valid e-mail address' }).max(254);
export const EmailParamsSchema = z.object({ email: EmailSchema });
export const EmailQuerySchema = z.object({ email: EmailSchema });

/** `https://` and a host: what image hosts and Google photos give. */
const HTTPS_URL = /^https:\/\/[^\s/?#\\]+([/?#][^\s]*)?$/i;
/**
 * A path on this server (`/uploads/...`, `/images/...`). Not `//host/...`: a browser reads that
 * as another host's address (protocol-relative), so it would show a picture from anywhere.
 */
const OWN_PATH = /^\/(?!\/)[\w\-./]+$/;

/**
 * A picture address: an https URL or a path on this server. Nothing else, so no `javascript:`,
 * `data:` or plain `http:` URLs (the pages allow pictures from https hosts only).
 */
export const ImageUrlSchema = TextSchema.trim()
  .max(2048)
  .refine((value) => HTTPS_URL.test(value) || OWN_PATH.test(value), {
    message: 'Not a valid image address',
  });

/** Mongo-style write answers, the API's kept shapes (`acknowledged`, `insertedId`, ...). */
export const AcknowledgedSchema = z.object({ acknowledged: z.boolean() });
export const InsertResultSchema = AcknowledgedSchema.extend({ insertedId: IdSchema });
export const UpdateResultSchema = AcknowledgedSchema.extend({
  matchedCount: z.number().int().nonnegative(),
  modifiedCount: z.number().int().nonnegative(),
});
/** An upsert's answer: `upsertedCount` 1 means the record was created, 0 that it was updated. */
export const UpsertResultSchema = UpdateResultSchema.extend({
  upsertedCount: z.number().int().nonnegative(),
  upsertedId: IdSchema.nullable(),
});
export const DeleteResultSchema = AcknowledgedSchema.extend({
  deletedCount: z.number().int().nonnegative(),
});

/**
 * The one error shape of the product server: a 4xx always carries a readable English message,
 * and every refusal a stable `code` (errorCodes.ts) a client can word in its reader's language.
 */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
});

/** Prices are whole or decimal amounts, never negative, bounded to keep arithmetic exact. */
export const PriceSchema = z.number().nonnegative().max(10_000_000).multipleOf(0.01);

export type InsertResult = z.infer<typeof InsertResultSchema>;
export type UpdateResult = z.infer<typeof UpdateResultSchema>;
export type UpsertResult = z.infer<typeof UpsertResultSchema>;
export type DeleteResult = z.infer<typeof DeleteResultSchema>;
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
