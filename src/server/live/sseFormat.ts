import { LIVE_SUPERSEDED_TYPE, type LiveEvent } from '../../shared/schemas/liveEvents';

/**
 * The text/event-stream lines the server writes (WHATWG HTML, "Server-sent events"). Every
 * event is sent under the default type ('message', LIVE_EVENT_TYPE), so it needs no `event:`.
 */

/** How long EventSource-style clients wait before reconnecting after the stream ends. */
export const RECONNECT_DELAY_MS = 3000;

export const retryField = (ms: number) => `retry: ${ms}\n\n`;

/**
 * The reconnect delay a stream gets as it is closed because this copy shuts down: short, so the
 * client is soon back on another copy (the balancer no longer sends to this one), and spread
 * over a second so that every client of the copy does not come back in the same instant.
 */
export const shutdownRetryField = () => retryField(500 + Math.floor(Math.random() * 1000));

/**
 * How long a client that does not know `event: superseded` (a page loaded before it existed)
 * waits before it reconnects after one: long, so that an 11th page of one person does not
 * start a round of streams closing each other.
 */
export const SUPERSEDED_RETRY_MS = 10 * 60_000;

/** The last frame of a stream closed because its person opened too many (streamRegistry.ts). */
export const SUPERSEDED_FRAME = `${retryField(SUPERSEDED_RETRY_MS)}event: ${LIVE_SUPERSEDED_TYPE}\ndata: {}\n\n`;

export const eventFrame = (seq: number, event: LiveEvent) =>
  `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * An id with no data: clients take it as their last event id without dispatching anything, so
 * a client that connected without one reconnects from here even if no event came in between.
 */
export const idOnlyFrame = (seq: number) => `id: ${seq}\n\n`;

/** A comment line: ignored by clients, it keeps proxies from closing an idle connection. */
export const KEEPALIVE_FRAME = ': keepalive\n\n';

/** The response headers of a stream; no-transform so no proxy compresses (buffers) it. */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;
