/**
 * The app's HTML pages (index.html, home.html, the offline page, a book's page): kept by the
 * reader's browser only, never by a shared cache (a proxy, a CDN), and asked for again on every
 * use, so a deployment shows at once and whatever a page may one day carry for its reader stays
 * theirs. The pages send ETag and Last-Modified, so asking again costs a 304 when nothing changed.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** What never changes under its name (hashed bundles, uploaded photos): kept for a year by anyone. */
export const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
