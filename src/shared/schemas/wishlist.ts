import { z } from 'zod';
import { AcknowledgedSchema, EmailSchema, IdSchema } from './common';

/** POST /wishlist/{bookId} with the caller's own e-mail (docs/product.md#post-wishlistbookid). */
export const WishlistPayloadSchema = z.strictObject({ email: EmailSchema });
export const WishlistParamsSchema = z.object({ bookId: IdSchema });
/**
 * `insertedId` is the book's id when it was added, null when it was already there: adding
 * twice is not an error, and both answers are acknowledged (the client's toast reads that).
 */
export const WishlistAddResponseSchema = AcknowledgedSchema.extend({
  insertedId: IdSchema.nullable(),
});
// GET /wishlist?email answers ListingListSchema (sold books too, so the buyer sees what went);
// DELETE /wishlist/{bookId} answers DeleteResultSchema, or 404 when the book is not in it.

export type WishlistAddResponse = z.infer<typeof WishlistAddResponseSchema>;
