import type { LoaderFunctionArgs } from 'react-router-dom';
import { callsAsSignedIn } from '../../api/authorizedBaseQuery';
import { listingsApi } from '../../api/listingsApi';
import { startPageData } from '../../app/routeData';

/**
 * /categorybooks/{id}'s loader: asks for the category's first page as soon as the route is
 * matched, while the session is still being restored and the guard waits for it, so the books
 * arrive in about the time the page's chunk takes (docs/decisions/0009-size-budget.md). Only for
 * someone signed in (or with a valid stored token while the session is restored): a visitor
 * without a session is sent to /signin and needs no books.
 */
export function categoryListingsLoader({ params }: LoaderFunctionArgs): null {
  if (params.id && callsAsSignedIn())
    startPageData(
      listingsApi.endpoints.getCategoryListings.initiate(params.id, { subscribe: false }),
    );
  return null;
}
