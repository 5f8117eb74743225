import { z } from 'zod';
import { EmailSchema, IdSchema } from './common';

export const WishlistPayloadSchema = z.strictObject({ email: EmailSchema });
export const WishlistParamsSchema = z.object({ bookId: IdSchema });

export type WishlistPayload = z.infer<typeof WishlistPayloadSchema>;
