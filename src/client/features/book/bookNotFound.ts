import type { ErrorResponse } from 'react-router-dom';
import { translate } from '../../i18n/i18n';

/**
 * No such book: GET /listings/{id} answered 404 (unknown or deleted) or 400 (not an id at all,
 * so no book can have it). Any other failure may pass and is offered a retry instead.
 */
export function isMissingBook(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 404 || error.status === 400;
}

/**
 * Thrown while rendering, it reaches the route's error boundary as a route error response,
 * which shows the app's 404 screen (features/errors/RouteErrorPage.tsx), as an unknown path does.
 */
export function bookNotFound(): ErrorResponse & { internal: boolean } {
  return {
    status: 404,
    statusText: translate('labels.notFound'),
    internal: false,
    // The server's words for it (SERVER_ERRORS.listingNotFound), without its messages module here.
    data: translate('book.notFound'),
  };
}
