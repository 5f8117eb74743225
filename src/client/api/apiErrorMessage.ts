import type { ErrorResponse } from '../../shared/schemas';
import { errorText } from '../i18n/errorText';
import { translate } from '../i18n/i18n';

/**
 * The product server's error shape (ErrorResponseSchema), checked by hand: pages that show
 * refusals render before zod arrives, in its own chunk (lazySchemas.ts).
 */
function isErrorResponse(data: unknown): data is ErrorResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { statusCode, error, message } = data as Record<string, unknown>;
  return Number.isInteger(statusCode) && typeof error === 'string' && typeof message === 'string';
}

/**
 * The sentence to show for a failed call, in the reader's language: the server's own message
 * (every 4xx of the product server carries a readable one, and a code that names it), else
 * `fallback` (no connection, no JSON), by default 'That did not work. Please try again.'.
 */
export function apiErrorMessage(error: unknown, fallback?: string) {
  const answer = errorAnswerOf(error);
  if (answer) return errorText(answer.message, answer.code);
  return fallback ?? translate('listing.actionFailed');
}

/** The product server's refusal inside a failed call, with its code when it has one. */
export function errorAnswerOf(
  error: unknown,
): { statusCode: number; message: string; code?: string } | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  if (!isErrorResponse(error.data)) return undefined;
  const { statusCode, message, code } = error.data as ErrorResponse & { code?: unknown };
  return { statusCode, message, ...(typeof code === 'string' ? { code } : {}) };
}

/** Whether a failed call was a 4xx: asking again gives the same answer, so offer no retry. */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}
