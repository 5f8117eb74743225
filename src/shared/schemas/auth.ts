import { z } from 'zod';
import { AcknowledgedSchema, EmailSchema } from './common';

/** POST /jwt: the Firebase ID token rides as bearer; the body names the e-mail it must match. */
export const JwtPayloadSchema = z.strictObject({ email: EmailSchema });
export const JwtQuerySchema = z.object({ email: EmailSchema });
export const JwtResponseSchema = z.object({ Access_token: z.string().min(1) });
/** POST /sessions/revoke-all: every session of the caller's account has ended, this one too. */
export const SessionsRevokedSchema = AcknowledgedSchema;

/** The signed-in user from the identity provider (docs/product.md#entities): serializable only. */
const ProviderInfoSchema = z.object({
  providerId: z.string(),
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export const AuthUserSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  tenantId: z.string().nullable(),
  isAnonymous: z.boolean(),
  providerData: z.array(ProviderInfoSchema),
  metadata: z.object({
    creationTime: z.string().optional(),
    lastSignInTime: z.string().optional(),
  }),
});

export type JwtResponse = z.infer<typeof JwtResponseSchema>;
export type SessionsRevoked = z.infer<typeof SessionsRevokedSchema>;
export type AuthUser = z.infer<typeof AuthUserSchema>;
