/**
 * The app's store, as route loaders see it: React Router's loaders run outside React, so they
 * cannot use the store's hooks. index.tsx hands the store's dispatch here as the app starts; the
 * tests' routers leave it unset, and their pages ask for their data as they render.
 */
type Dispatch = (action: unknown) => unknown;

let routeDispatch: Dispatch | undefined;

export function startRouteData(dispatch: Dispatch): void {
  routeDispatch = dispatch;
}

/**
 * Starts a page's data request from its route's loader, as the route is matched: in parallel with
 * its script chunk and the session restore rather than after them. The page's own hook joins the
 * request (the same cache entry); no subscription is kept here, so nothing is held in the cache.
 */
export function startPageData(action: unknown): void {
  routeDispatch?.(action);
}
