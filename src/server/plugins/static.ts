import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/apiPaths';
import { landingPageFor } from '../../shared/landingPages';
import { SERVER_ERRORS } from '../../shared/messages';
import { BOOK_PAGE_FILE, serveBookPages } from '../pages/bookPage';
import { errorBody } from './errors';
import { ONE_YEAR_IMMUTABLE, PAGE_CACHE_CONTROL } from '../cacheControl';

const INDEX_HTML = 'index.html';
const ONE_DAY = 'public, max-age=86400';
const REVALIDATE = 'no-cache';

/** A page, or the compressed copy of one the build made (preCompressed sends those). */
const isPage = (filePath: string) => /\.html(\.br|\.gz)?$/.test(filePath);

/**
 * Hashed bundles never change under one name; images, icons and robots.txt (crawlers ask for it
 * often) may; pages must always be fresh (PAGE_CACHE_CONTROL). The rest, the service worker
 * (sw.js) and the web app manifest among them, is asked for again on every use: a new
 * deployment's worker is seen on the next visit.
 */
function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  if (relative[0] === 'assets') return ONE_YEAR_IMMUTABLE;
  if (relative[0] === 'images' || relative[0] === 'icons') return ONE_DAY;
  if (relative.join('/') === 'robots.txt') return ONE_DAY;
  if (isPage(filePath)) return PAGE_CACHE_CONTROL;
  return REVALIDATE;
}

/**
 * Source maps hold the whole client source. The build keeps them beside the bundles, for whoever
 * decodes a stack trace reported from a browser, but the server never hands them out: a map
 * answers like a missing file.
 */
const isPublicFile = (pathname: string) => !pathname.toLowerCase().endsWith('.map');

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/**
 * The HTML a client page gets: a landing page's own copy of index.html, which preloads its route's
 * chunks (the home page's also its first banner: src/shared/landingPages.ts, webpack.config.ts),
 * or index.html. A build from before a copy existed still serves index.html there.
 */
function clientPageFile(root: string, url: string): string {
  return pageFileOr(root, landingPageFor(url)?.file);
}

const pageFileOr = (root: string, file: string | undefined) =>
  file !== undefined && existsSync(path.join(root, file)) ? file : INDEX_HTML;

/** The quality a caller's Accept header gives a media type (0 when it does not name it). */
function qualityOf(accept: string, matches: (type: string) => boolean): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (!matches(type)) continue;
    const q = params.find((param) => param.startsWith('q='));
    best = Math.max(best, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return best;
}

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** A script asking for data: it names JSON above HTML. */
const asksForJson = (accept: string) =>
  qualityOf(accept, isJsonType) > qualityOf(accept, (type) => type === 'text/html');

/** The last segment names a file (main.js, logo.svg): a missing one is a 404, not a page. */
const looksLikeFile = (url: string) => /\.[^/]*$/.test(url.split('?', 1)[0] ?? '');

/**
 * A client route (/about, /dashboard/...) answers its page to any GET that does not ask for JSON:
 * a browser names text/html, but a link-preview crawler may send no Accept at all. A missing
 * file answers the page only to a caller that names HTML (a person who typed the address).
 */
function wantsClientPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || asksForJson(accept)) return false;
  return accept.toLowerCase().includes('text/html') || !looksLikeFile(request.url);
}

const serveClient: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const root = path.resolve(config.CLIENT_DIR);
  const hasClient = existsSync(path.join(root, INDEX_HTML));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // What / answers. A list: with preCompressed, a lone name finds no page for a compressed /.
      index: [clientPageFile(root, '/')],
      cacheControl: false,
      // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
      preCompressed: true,
      allowedPath: isPublicFile,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(root, filePath));
      },
    });
    serveBookPages(app, path.join(root, pageFileOr(root, BOOK_PAGE_FILE)));
  } else {
    app.log.warn({ clientDir: root }, 'no built client found; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    // One address answers a page to a browser and a 404 to a script: a cache must tell them apart.
    reply.header('vary', 'accept');
    if (hasClient && wantsClientPage(request))
      return reply.sendFile(clientPageFile(root, request.url));
    return reply.code(404).send(errorBody(404, SERVER_ERRORS.notFound));
  });
};

/**
 * Serves the built client from CLIENT_DIR when it exists, with the SPA history fallback: client
 * routes answer index.html (the landing pages their own copies) to any GET not asking for JSON,
 * and the client's router decides; a book's page gets its title and Open Graph tags filled in
 * (pages/bookPage.ts). A missing file, a script's request and any unknown /api path answer a 404
 * JSON error. Uploaded photos have their own route (images/photosPlugin.ts).
 */
export const staticPlugin = fp(serveClient, { name: 'static', dependencies: ['db'] });
