import type { z } from 'zod';

type FieldErrors = Record<string, string>;

/**
 * A react-final-form `validate` from a shared zod schema, so the client shows exactly the
 * messages the server enforces. Each field gets its first problem, in the schema's order
 * (so an empty e-mail reads 'Enter Your Email', not the format message).
 */
export function zodValidator(schema: z.ZodType) {
  return (values: object): FieldErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
