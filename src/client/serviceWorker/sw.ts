/**
 * The service worker (built by Workbox's InjectManifest, scripts/build/pwaPlugins.ts; served as
 * /sw.js, never cached by the browser: src/server/plugins/static.ts). What it keeps and why:
 * docs/decisions/0036-offline-app-shell.md.
 *
 * - The app's shell is precached at install: the HTML pages (index.html and the landing pages'
 *   copies, src/shared/landingPages.ts), the entry's hashed scripts and styles, the Bangla font,
 *   the icons and the offline page (self.__WB_MANIFEST, from the build). A route's own chunks are
 *   cached as pages load them (precaching all of them cost a phone's first visit ~300 KB more
 *   on mobile data), so a page visited once opens offline.
 * - A page (navigation) comes from the network first, so a deployment shows at once; when the
 *   network fails or stalls, the cached shell the server would have sent draws it, and when even
 *   that is missing, the offline page says so.
 * - Uploaded book photos (public, named by random UUIDs): cache first, bounded. The site's own
 *   pictures under /images/ (banners, covers) may change: shown from the cache, refreshed behind.
 * - Nothing else is touched: /api/ (every answer, private ones and the /api/events stream) goes
 *   straight to the network as if there were no service worker, so no data ever comes from a
 *   cache.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { UPLOADS_URL_PREFIX } from '../../shared/imageVariants';
import { landingPageFor } from '../../shared/landingPages';
import { SKIP_WAITING } from './messages';

/** What this worker uses of its global scope (the DOM typings the client compiles with lack it). */
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

const OFFLINE_PAGE = '/offline.html';
/** The HTML the server would send: a landing page's own copy, index.html for other routes. */
const shellFor = (url: URL) => `/${landingPageFor(url.pathname)?.file ?? 'index.html'}`;
/** The cache of the routes' own chunks, filled as pages load them. */
const ROUTE_CHUNKS_CACHE = 'route-chunks';
/** A stalled network (a phone between towers) falls back to the shell after this long. */
const NETWORK_TIMEOUT_SECONDS = 4;

// Files by their own address only: without these two, Workbox would answer / with the cached
// index.html and /home with home.html, cache first, and no page would come from the network first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const network = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
async function pageOrShell(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await network.handle(options);
  } catch {
    const shell = await matchPrecache(shellFor(options.url));
    return shell ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
}
registerRoute(
  new NavigationRoute(pageOrShell, {
    // Typed-in API or image addresses are not pages of the app.
    denylist: [new RegExp(`^${API_PREFIX}(/|$)`), new RegExp(`^${UPLOADS_URL_PREFIX}`)],
  }),
);

// A route's own scripts and styles (not precached: scripts/build/pwaPlugins.ts, isRouteChunk) are
// kept as pages load them, so a page visited once opens offline. Hashed names never change.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: ROUTE_CHUNKS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(UPLOADS_URL_PREFIX),
  new CacheFirst({
    cacheName: 'book-photos',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'site-images',
    plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
);

// The first worker takes the open tabs at once (there is nothing to replace). A newer one waits
// until the reader accepts the 'New version available' prompt (appUpdate.ts), which asks it to
// take over; every tab then reloads onto the new version together.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
