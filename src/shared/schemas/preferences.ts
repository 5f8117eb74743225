import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * GET /preferences: the signed-in account's own choices. `language` is null until the person
 * chooses one; the client then keeps the device's (or the browser's) language.
 */
export const PreferencesSchema = z.object({ language: z.enum(LANGUAGES).nullable() });

/** PUT /preferences: stores the language on the caller's own account (nothing else). */
export const SetPreferencesPayloadSchema = z.strictObject({ language: z.enum(LANGUAGES) });

export type Preferences = z.infer<typeof PreferencesSchema>;
export type SetPreferencesPayload = z.infer<typeof SetPreferencesPayloadSchema>;
