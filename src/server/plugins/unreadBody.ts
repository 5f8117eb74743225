import type { FastifyInstance } from 'fastify';

export interface UnreadBodyLimits {
  /** A body declared longer than this, or whose rest runs past it, ends its connection. */
  maxBytes: number;
  /** How long the rest of a body may take to arrive after the answer. */
  maxMs: number;
}

/**
 * The connection of a request answered before its body was read to the end (an upload refused
 * part-way: too large, not an image, not signed in, too many) must not hang. A keep-alive
 * connection only serves its next request once this one's body is through, and a parser that
 * stopped reading (busboy, once the upload is refused) never gets it through: the next request
 * waited 73 s, until the connection timed out. So the rest is read and thrown away:
 *
 * - a body declared of at most `maxBytes`, or without a length whose rest stays within it: the
 *   connection then serves the next request;
 * - a longer one: the connection is closed for writing right after the answer, and the rest is
 *   still read and thrown away until it ends, then the connection is closed. Closed at once, the
 *   server's system would answer the bytes still arriving with a reset, which can destroy the
 *   answer before the caller reads it (the "lingering close" of RFC 9112, section 9.6);
 * - either way, a body still arriving `maxMs` after the answer has its connection destroyed.
 *
 * Registered on an encapsulated instance, it holds for that instance's routes only.
 */
export function drainUnreadBodies(app: FastifyInstance, { maxBytes, maxMs }: UnreadBodyLimits) {
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (raw.complete || socket.destroyed) return;
    let lingering = false;
    const closeAfterAnswer = () => {
      if (lingering) return;
      lingering = true;
      socket.end();
    };
    // Unref'd: a connection's bound must not keep a stopping server alive. Destroying a request
    // whose body is unfinished destroys its connection (an injected request has none to close).
    const timer = setTimeout(() => raw.destroy(), maxMs).unref();
    socket.once('close', () => clearTimeout(timer));
    raw.once('end', () => {
      clearTimeout(timer);
      // All of it is read, so nothing is left for a reset to answer.
      if (lingering) socket.destroy();
    });
    if (Number(request.headers['content-length']) > maxBytes) closeAfterAnswer();
    let read = 0;
    raw.unpipe();
    // Node stops handing a request's data to listeners once it drains the body itself (no one
    // ever read it, as when the caller is refused before the handler): then the timer bounds it.
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) closeAfterAnswer();
    });
    raw.resume();
  });
}
