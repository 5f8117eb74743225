import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { SERVER_ERRORS, VALIDATION } from '../messages';
import { SELF_SERVICE_ROLES } from '../roles';

/** The forms' simple e-mail pattern: something@something.something, no spaces. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty form fields arrive as undefined; they count as empty text, so "required" applies. */
const text = (schema: z.ZodString) => z.preprocess((value) => value ?? '', schema);

const emailField = text(
  z
    .string()
    .trim()
    .min(1, VALIDATION.emailRequired)
    .regex(SIMPLE_EMAIL_PATTERN, VALIDATION.emailFormat),
);

/** The sign-in form (docs/product.md#validation). */
export const LoginFormSchema = z.object({
  email: emailField,
  password: text(
    z
      .string()
      .min(1, VALIDATION.loginPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMinLength),
  ),
});

/** A picked file (a Blob in both the browser and Node): present, an image type, at most 5 MB. */
const imageFileField = z
  .unknown()
  .refine((value) => value instanceof Blob, VALIDATION.imageRequiredSignup)
  .refine(
    (value) => !(value instanceof Blob) || (IMAGE_TYPES as readonly string[]).includes(value.type),
    SERVER_ERRORS.imageType,
  )
  .refine(
    (value) => !(value instanceof Blob) || value.size <= IMAGE_MAX_BYTES,
    SERVER_ERRORS.imageTooLarge,
  );

/** The sign-up form (docs/product.md#validation): role is buyer unless seller is chosen. */
export const SignupFormSchema = z.object({
  name: text(
    z
      .string()
      .trim()
      .min(1, VALIDATION.nameRequired)
      .max(NAME_MAX_LENGTH, VALIDATION.nameMaxLength),
  ),
  email: emailField,
  password: text(
    z
      .string()
      .min(1, VALIDATION.signupPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMinLength),
  ),
  image: imageFileField,
  role: z.enum(SELF_SERVICE_ROLES).default('buyer'),
});

export type LoginForm = z.infer<typeof LoginFormSchema>;
export type SignupForm = z.infer<typeof SignupFormSchema>;
