import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { errorCodeOf } from '../../../shared/errorCodes';
import { ErrorResponseSchema } from '../../../shared/schemas/common';

/**
 * The message of a refusal that is exactly `{ statusCode, error, message, code }` for its status
 * (no field more, no field less) with a valid code, the message's own when the message is one of
 * ours; undefined for any other body.
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
  const { statusCode, error, message, code } = parsed.data;
  const consistent =
    statusCode === response.statusCode &&
    error === STATUS_CODES[statusCode] &&
    errorCodeOf(message, code) === code;
  return consistent && message.length > 0 ? message : undefined;
}
