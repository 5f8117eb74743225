import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { toAsciiDigits } from '../digits';
import { VALIDATION } from '../messages';
import { TextSchema } from './common';

/**
 * A Bangladeshi mobile number: 01 then an operator's digit (3 to 9) and 8 more, written with the
 * leading 0 or with the country code (+880 or 880) instead. Spaces and dashes are for the form to
 * take out (withoutSeparators); the API takes the digits as they are.
 */
const BANGLADESH_MOBILE = /^(?:\+?880|0)1[3-9]\d{8}$/;

/**
 * A number as typed, in ASCII digits without what people put between them: '01712-345678',
 * '+880 1712 345678', '০১৭১২৩৪৫৬৭৮' (a Bangla keyboard) all read '01712345678'.
 */
export const withoutSeparators = (typed: string) => toAsciiDigits(typed).replace(/[\s\-().]/g, '');

/** The one way a mobile number is kept and shown: '01712345678', whichever way it was written. */
export const localMobile = (valid: string) => `0${valid.slice(-10)}`;

export const MobileSchema = TextSchema.trim().regex(BANGLADESH_MOBILE, VALIDATION.mobileFormat);

const NameSchema = TextSchema.trim()
  .min(1, VALIDATION.nameRequired)
  .max(NAME_MAX_LENGTH, VALIDATION.nameMaxLength);

/** GET and PUT /profile: the caller's own name and mobile number (null until given). */
export const ProfileSchema = z.object({ name: z.string(), phone: z.string().nullable() });

/**
 * PUT /profile: the caller's name (the sign-up form's rules) and mobile number; null takes the
 * number off. Both are given each time: the form shows and sends the whole profile.
 */
export const SetProfilePayloadSchema = z.strictObject({
  name: NameSchema,
  phone: MobileSchema.nullable(),
});

/**
 * The profile form: the name, and the number as typed (spaces and dashes allowed, empty for
 * none), checked with the API's own rules and message.
 */
export const ProfileFormSchema = z.object({
  name: z.preprocess((value) => value ?? '', NameSchema),
  phone: z.preprocess(
    (value) => withoutSeparators(typeof value === 'string' ? value : ''),
    z.string().refine((typed) => typed === '' || BANGLADESH_MOBILE.test(typed), {
      message: VALIDATION.mobileFormat,
    }),
  ),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;

/** The PUT /profile body of a valid form: an empty number takes it off. */
export function toProfilePayload(values: ProfileFormInput): SetProfilePayload {
  const { name, phone } = ProfileFormSchema.parse(values);
  return { name, phone: phone === '' ? null : phone };
}

export type Profile = z.infer<typeof ProfileSchema>;
export type SetProfilePayload = z.infer<typeof SetProfilePayloadSchema>;
