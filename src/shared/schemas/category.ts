import { z } from 'zod';
import { IdSchema, TextSchema } from './common';

const CategorySchema = z.object({
  _id: IdSchema,
  /** English, as the spec names categories everywhere (?catname=, listings' category_name). */
  category_name: z.string(),
  /** The Bangla name and description; '' when the category has none (the client shows English). */
  category_name_bn: z.string(),
  img: z.string(),
  description: z.string(),
  description_bn: z.string(),
  /** Number of the category's available (unsold) listings, derived from the listings table. */
  total: z.number().int().nonnegative(),
});
export const CategoryListSchema = z.array(CategorySchema);

export const CategoryIdQuerySchema = z.object({
  catname: TextSchema.trim().min(1, 'catname is required').max(100),
});
export const CategoryIdResponseSchema = z.object({ _id: IdSchema });

const AdvertisementSchema = z.object({ _id: IdSchema, book_img: z.string() });
export const AdvertisementListSchema = z.array(AdvertisementSchema);

export type Category = z.infer<typeof CategorySchema>;
export type Advertisement = z.infer<typeof AdvertisementSchema>;
