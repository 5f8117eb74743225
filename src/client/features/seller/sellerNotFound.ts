import type { ErrorResponse } from 'react-router-dom';
import { translate } from '../../i18n/i18n';

/**
 * No such seller: GET /seller/{id} answered 404 (no user with that id, or one who is not a
 * seller) or 400 (not an id at all). Any other failure may pass and is offered a retry instead.
 */
export function isMissingSeller(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 404 || error.status === 400;
}

/**
 * Thrown while rendering, it reaches the route's error boundary as a route error response, which
 * shows the app's 404 screen (features/errors/RouteErrorPage.tsx), as the book page does.
 */
export function sellerNotFound(): ErrorResponse & { internal: boolean } {
  return {
    status: 404,
    statusText: translate('labels.notFound'),
    internal: false,
    data: translate('sellerPage.notFound'),
  };
}
