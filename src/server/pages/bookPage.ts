import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdSchema } from '../../shared/schemas/common';
import type { Config } from '../config';
import { findPublicListing } from '../db/queries/listings';
import { bookPageTags, fillBookPage } from './openGraph';
import { PAGE_CACHE_CONTROL } from '../cacheControl';

/** The client's book page (src/client/app/paths.ts, `book`): the server answers it itself. */
export const BOOK_PAGE_ROUTE = '/book/:id';
const bookPageHref = (id: string) => `/book/${encodeURIComponent(id)}`;
/** The book page's own copy of index.html, preloading its chunk (src/shared/landingPages.ts). */
export const BOOK_PAGE_FILE = 'book.html';

/** A Host header as browsers send it (name or IPv4, or [IPv6], and a port); nothing else. */
const PLAIN_HOST = /^([\w-]+(\.[\w-]+)*|\[[\da-f:.]+\])(:\d{1,5})?$/i;

/**
 * Where people reach the product, for the absolute URLs a link preview needs: PUBLIC_URL when
 * set, else the request's scheme and Host (docs/decisions/0027-book-page-open-graph.md). Behind
 * a proxy those are the ones it forwards (X-Forwarded-Proto, -Host) only when TRUST_PROXY names
 * it; otherwise the inner ones (decision 0039).
 */
export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = PLAIN_HOST.test(request.host) ? request.host : `localhost:${config.PORT}`;
  return `${request.protocol}://${host}`;
}

/**
 * GET /book/{id}: the SPA's page with the book's title, description and Open Graph tags filled
 * in, so a shared link previews the book without running JavaScript. An unknown, deleted or
 * malformed id gets the same page unfilled with status 404 (the client shows its 404 screen); a
 * database failure gets it with 503, and the page's own call says what went wrong. The security
 * headers are the app's (set on every request), so the page keeps its CSP.
 */
export function serveBookPages(app: FastifyInstance, indexFile: string): void {
  app.get<{ Params: { id: string } }>(BOOK_PAGE_ROUTE, async (request, reply) => {
    // Read each time, like the static index.html: a rebuild shows without a restart.
    const html = await readFile(indexFile, 'utf8');
    reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE_CONTROL);
    const id = IdSchema.safeParse(request.params.id);
    if (!id.success) return reply.code(404).send(html);

    let listing;
    try {
      listing = await findPublicListing(app.db, id.data);
    } catch (error) {
      request.log.error({ err: error }, 'the book page could not read its listing');
      return reply.code(503).send(html);
    }
    if (!listing) return reply.code(404).send(html);
    const tags = bookPageTags(
      listing,
      bookPageHref(listing._id),
      publicBaseUrl(app.config, request),
    );
    return reply.send(fillBookPage(html, tags));
  });
}
