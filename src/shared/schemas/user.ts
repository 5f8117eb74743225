import { z } from 'zod';
import { ROLES, SELF_SERVICE_ROLES } from '../roles';
import { NAME_MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { EmailSchema, IdSchema, ImageUrlSchema, TextSchema, UpsertResultSchema } from './common';
import { SellerRatingSchema } from './review';

const RoleSchema = z.enum(ROLES);

const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: EmailSchema,
  img: z.string(),
  role: RoleSchema,
  appVerified: z.boolean(),
});
export const UserListSchema = z.array(UserSchema);

/** GET /sellers (the admin's All Seller table): each seller with their rating. */
export const SellerRowSchema = UserSchema.extend({ rating: SellerRatingSchema });
export const SellerRowListSchema = z.array(SellerRowSchema);

/** GET /sellerDetail?email: exactly these four fields, nothing more. */
export const SellerDetailSchema = UserSchema.pick({
  name: true,
  email: true,
  appVerified: true,
  role: true,
});

/** POST /g-users: registers or updates the caller's own user. Never admin. */
export const RegisterUserPayloadSchema = z.strictObject({
  name: TextSchema.trim()
    .min(1, VALIDATION.nameRequired)
    .max(NAME_MAX_LENGTH, VALIDATION.nameMaxLength),
  email: EmailSchema,
  role: z.enum(SELF_SERVICE_ROLES).default('buyer'),
  img: z.union([ImageUrlSchema, z.literal('')]).default(''),
});
export const RegisterUserResponseSchema = UpsertResultSchema;

export const RoleResponseSchema = z.object({ role: RoleSchema });
export const IsSellerResponseSchema = z.object({ isSeller: z.boolean() });
export const IsAdminResponseSchema = z.object({ isAdmin: z.boolean() });
export const VerifySellerQuerySchema = z.object({ mail: EmailSchema });

export type User = z.infer<typeof UserSchema>;
export type SellerRow = z.infer<typeof SellerRowSchema>;
export type SellerDetail = z.infer<typeof SellerDetailSchema>;
export type RegisterUserPayload = z.infer<typeof RegisterUserPayloadSchema>;
export type RoleResponse = z.infer<typeof RoleResponseSchema>;
export type IsSellerResponse = z.infer<typeof IsSellerResponseSchema>;
export type IsAdminResponse = z.infer<typeof IsAdminResponseSchema>;
