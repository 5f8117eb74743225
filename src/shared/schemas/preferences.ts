import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * GET /preferences: the signed-in account's own choices. `language` is null until the person
 * chooses one; the client then keeps the device's (or the browser's) language.
 * `language_chosen_at`: when it was chosen (the server's clock; null for a choice made before the
 * time was kept): at sign-in the newer of the account's and the device's choice wins.
 * `email_notifications`: whether notifications also go out by e-mail (true until turned off).
 */
export const PreferencesSchema = z.object({
  language: z.enum(LANGUAGES).nullable(),
  language_chosen_at: z.iso.datetime({ offset: true }).nullable(),
  email_notifications: z.boolean(),
});

/**
 * PUT /preferences: stores the given choices on the caller's own account (nothing else); a
 * choice left out stays as it was, and at least one must be given.
 */
export const SetPreferencesPayloadSchema = z
  .strictObject({
    language: z.enum(LANGUAGES).optional(),
    email_notifications: z.boolean().optional(),
  })
  .refine((value) => value.language !== undefined || value.email_notifications !== undefined, {
    message: 'Give a language or email_notifications.',
  });

export type Preferences = z.infer<typeof PreferencesSchema>;
export type SetPreferencesPayload = z.infer<typeof SetPreferencesPayloadSchema>;
