import { LISTING_TEXTS } from '../../shared/messages';
import type { ErrorResponse } from '../../shared/schemas';

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
 * The sentence to show for a failed call: the server's own message when it sent one (every 4xx
 * of the product server carries a readable one), else `fallback` (no connection, no JSON).
 */
export function apiErrorMessage(error: unknown, fallback: string = LISTING_TEXTS.actionFailed) {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    if (isErrorResponse(error.data)) return error.data.message;
  }
  return fallback;
}

/** Whether a failed call was a 4xx: asking again gives the same answer, so offer no retry. */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}
