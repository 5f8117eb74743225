import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { server } from './server';

interface RecordedRequest {
  method: string;
  /** The path under the API prefix, as the server routes it: '/jwt', '/iswhat/a%40b.test'. */
  path: string;
  /** The Authorization header as sent, or null. */
  authorization: string | null;
  /** The JSON body (filled in shortly after the request starts), else undefined. */
  body: unknown;
}

/**
 * Records every request the client sends from now on, in order, as the server would see it.
 * setupTests stops recording after each test. Assert with waitFor: bodies are read async.
 */
export function recordRequests(): RecordedRequest[] {
  const log: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname,
      authorization: request.headers.get('Authorization'),
      body: undefined,
    };
    log.push(entry);
    if (request.headers.get('Content-Type')?.includes('application/json')) {
      // A clone, so the handlers still read the body themselves.
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
  return log;
}

/** The recorded requests to one method and path. */
export const requestsTo = (log: RecordedRequest[], method: string, path: string) =>
  log.filter((request) => request.method === method && request.path === path);
