import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '../../shared/messages';
import { errorBody } from './errors';

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

function answerOf(): string {
  const body = JSON.stringify(errorBody(408, SERVER_ERRORS.requestTooSlow));
  return (
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n' +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}` +
    `\r\n\r\n${body}`
  );
}

const cutSlowBodies: FastifyPluginAsync = async (app) => {
  const timeoutMs = app.config.REQUEST_TIMEOUT_SECONDS * 1000;
  const minBytesPerMs = app.config.REQUEST_MIN_BYTES_PER_SECOND / 1000;
  const answer = answerOf();

  const cut = (response: ServerResponse, socket: IncomingMessage['socket']) => {
    if (!response.headersSent && socket.writable) socket.write(answer);
    socket.destroy();
  };

  // Beside Fastify's own listener, so it sees every request with a body, before any hook.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.complete || !hasBody(request)) return;
    const { socket } = request;
    const startedAt = performance.now();
    // The body's bytes are what the socket reads from now on (one request at a time on it).
    const bytesBefore = socket.bytesRead;
    let timer: NodeJS.Timeout;
    const check = () => {
      if (request.complete || socket.destroyed) return;
      const received = socket.bytesRead - bytesBefore;
      // When the average since the headers falls below the minimum if nothing more comes.
      const dueMs = received / minBytesPerMs;
      const elapsedMs = performance.now() - startedAt;
      if (dueMs <= elapsedMs) return cut(response, socket);
      timer = setTimeout(check, dueMs - elapsedMs + 1);
      timer.unref();
    };
    timer = setTimeout(check, timeoutMs);
    timer.unref();
    // A request is also closed when its answer is sent before its body was read (a refusal):
    // then the rest of the body must still come on time, or the connection holds it forever.
    request.once('close', () => {
      if (request.complete) clearTimeout(timer);
    });
  });
};

/**
 * The body half of a request's time limit (decision 0049); Node cuts headers slower than
 * REQUEST_TIMEOUT_SECONDS itself (app.ts). A body still arriving REQUEST_TIMEOUT_SECONDS after its
 * headers may go on only while it has come at REQUEST_MIN_BYTES_PER_SECOND on average since
 * them: a photo on a slow network keeps coming, a body sent a byte at a time holding the
 * connection is answered 408 and closed. Node's own requestTimeout cannot tell the two apart.
 */
export const slowBodiesPlugin = fp(cutSlowBodies, { name: 'slowBodies', dependencies: ['db'] });
