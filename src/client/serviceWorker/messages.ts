/** What the page posts a waiting service worker to take over: `{ type: SKIP_WAITING }`, as
 * workbox-window's messageSkipWaiting() sends it. */
export const SKIP_WAITING = 'SKIP_WAITING';
