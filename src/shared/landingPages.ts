/**
 * The pages people land on from outside (a shared link, a search engine), each with its own copy
 * of the client's index.html that preloads its route's script and style chunks, so they download
 * beside the main bundle instead of after it (webpack.config.ts, scripts/build/routePreloadPlugin.ts).
 * The server sends that copy for the page's paths (src/server/plugins/static.ts,
 * src/server/pages/bookPage.ts) and index.html for every other path. The paths repeat
 * src/client/app/paths.ts, as mailPaths.ts does; `chunkGroups` are the route's
 * `webpackChunkName`s (src/client/routes/routes.tsx). A route's
 * chunk holds its part of the pages' English texts (src/client/i18n/pageTexts.ts).
 */
export interface LandingPage {
  /** The HTML file the build writes beside index.html. */
  file: string;
  /** The paths it answers, without a trailing slash or query; the router ignores case too. */
  pattern: RegExp;
  chunkGroups: readonly string[];
}

export const LANDING_PAGES: readonly LandingPage[] = [
  { file: 'home.html', pattern: /^\/(home)?$/i, chunkGroups: ['home'] },
  // Signed-in only: its guard waits for the session, so the identity SDK is preloaded too.
  {
    file: 'category.html',
    pattern: /^\/categorybooks\/[^/]+$/i,
    chunkGroups: ['catalog', 'identity'],
  },
  { file: 'search.html', pattern: /^\/search$/i, chunkGroups: ['search'] },
  { file: 'book.html', pattern: /^\/book\/[^/]+$/i, chunkGroups: ['book'] },
  { file: 'seller.html', pattern: /^\/seller\/[^/]+$/i, chunkGroups: ['seller'] },
];

/** The landing page a request's URL opens, if it is one. */
export function landingPageFor(url: string): LandingPage | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return LANDING_PAGES.find(({ pattern }) => pattern.test(trimmed));
}
