import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { bannerImages } from '../../src/client/features/home/components/bannerSlides';
import { appStatus as englishTexts } from '../../src/client/i18n/catalogs/en/appStatus';
import { appStatus as banglaTexts } from '../../src/client/i18n/catalogs/bn/appStatus';

const root = path.resolve(__dirname, '../..');

/** The service worker's URL: at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The home page's banner, its largest paint: kept too, so the home page opens whole offline. */
const PRECACHED_IMAGES = new Set(bannerImages.map((url) => url.replace(/^\//, '')));

/**
 * What the service worker precaches: the pages, the entry's hashed scripts and styles (not the
 * routes' own chunks: isRouteChunk), the font, the icons, the manifest, the home banner. Not the
 * build's by-products (source maps, which the server refuses; the .br/.gz copies, which the server
 * picks by Accept-Encoding; licence notes), nor robots.txt (for crawlers), nor the site's other
 * pictures, which are cached as they are shown (src/client/serviceWorker/sw.ts).
 * Workbox stops at the first function, so it comes last.
 */
const PRECACHE_EXCLUDE = [
  /\.map$/,
  /\.(br|gz)$/,
  /\.LICENSE\.txt$/,
  /^robots\.txt$/,
  ({ asset, compilation }: { asset: { name: string }; compilation: Compilation }) =>
    (asset.name.startsWith('images/') && !PRECACHED_IMAGES.has(asset.name)) ||
    isRouteChunk(asset.name, compilation),
];

/**
 * A script or style of one route (lazy chunks), as opposed to the entry's own (runtime,
 * frameworks, app, its CSS) that every page starts from. Precaching every route's chunks made a
 * phone's first visit download ~300 KB more on mobile data, for pages it may never open. They are
 * cached as pages use them instead (src/client/serviceWorker/sw.ts, ROUTE_CHUNKS_CACHE).
 */
function isRouteChunk(name: string, compilation: Compilation): boolean {
  if (!/^assets\/.+\.(js|css)$/.test(name)) return false;
  const entry = compilation.entrypoints.get('main');
  return !(entry?.getFiles() ?? []).includes(name);
}

/** The Bangla font's hashed address, for the offline page (precached with the rest). */
function banglaFontUrl(compilation: Compilation): string | undefined {
  const font = compilation.getAssets().find(({ name }) => /noto-sans-bengali.*\.woff2$/.test(name));
  return font && `/${font.name}`;
}

/**
 * The installable app's build (docs/decisions/0036-offline-app-shell.md): the offline page, its
 * texts taken from the catalogues, and the service worker, compiled from
 * src/client/serviceWorker/sw.ts with the list of files to precache written into it. Production
 * builds only: `npm run dev` has no service worker, so nothing stale hides a change being made.
 */
export function pwaPlugins() {
  return [
    new HtmlWebpackPlugin({
      filename: 'offline.html',
      template: path.join(root, 'src/client/serviceWorker/offline.html'),
      // A page without the app: nothing to run when nothing can be fetched.
      inject: false,
      minify: false,
      templateParameters: (compilation: Compilation) => ({
        en: englishTexts,
        bn: banglaTexts,
        banglaFont: banglaFontUrl(compilation),
      }),
    }),
    new InjectManifest({
      swSrc: path.join(root, 'src/client/serviceWorker/sw.ts'),
      swDest: SERVICE_WORKER_FILE,
      exclude: PRECACHE_EXCLUDE,
      // Hashed names are their own version: fetched as they are (the browser's HTTP cache
      // usually has them from the visit), with no cache-busting query.
      dontCacheBustURLsMatching: /^\/?assets\//,
      // The largest file is the identity SDK's chunk (about 420 KB before compression); Workbox
      // leaves out, with a build warning, anything larger, which would be a mistake to look at.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    }),
  ];
}
