/**
 * The shared zod schemas, fetched the first time an answer must be checked at run time. zod is
 * a large part of the app's script and the home page checks nothing, so the calls that start
 * there (sign-in, token renewal, their failures) load the schemas when they need them; pages
 * with forms import them directly.
 */
export const loadSchemas = () => import(/* webpackChunkName: "schemas" */ '../../shared/schemas');

/**
 * Starts fetching the schemas while an answer is on its way (an endpoint's `onQueryStarted`), so
 * checking the answer need not wait for them. A fetch that fails (no connection) is harmless
 * here: the answer's own `loadSchemas` fails too, and the call reports that.
 */
export function prefetchSchemas(): void {
  loadSchemas().catch(() => undefined);
}
