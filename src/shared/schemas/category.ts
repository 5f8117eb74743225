import { z } from 'zod';
import { IdSchema, TextSchema } from './common';

const CategorySchema = z.object({
  _id: IdSchema,
  category_name: z.string(),
  img: z.string(),
  description: z.string(),
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
