import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorResponseSchema } from '../../../shared/schemas/common';

/**
 * The message of a refusal that is exactly `{ statusCode, error, message }` for its status (no
 * field more, no field less); undefined for any other body.
 */
export function refusalMessage(response: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return undefined;
  }
  const parsed = ErrorResponseSchema.strict().safeParse(body);
  if (!parsed.success) return undefined;
  const { statusCode, error, message } = parsed.data;
  const consistent = statusCode === response.statusCode && error === STATUS_CODES[statusCode];
  return consistent && message.length > 0 ? message : undefined;
}
