import type { Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '../../shared/messages';
import { addressKey, trustedProxyCheck } from './clientAddress';
import { errorBody } from './errors';

interface OpenConnections {
  all: number;
  signedOut: number;
}

/** What a refused connection is told before it is closed (most clients read it; some see a reset). */
function refusalOf(): string {
  const body = JSON.stringify(errorBody(429, SERVER_ERRORS.tooManyRequests));
  return (
    'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 10\r\n' +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}` +
    `\r\n\r\n${body}`
  );
}

const limitConnections: FastifyPluginAsync = async (app) => {
  const { MAX_CONNECTIONS_PER_ADDRESS, MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS, TRUST_PROXY } =
    app.config;
  const isTrustedProxy = trustedProxyCheck(TRUST_PROXY);
  const refusal = refusalOf();
  const byAddress = new Map<string, OpenConnections>();
  /** The counts a connection is in, until it closes; it leaves `signedOut` on signing in. */
  const counted = new WeakMap<Socket, OpenConnections>();

  const refuse = (socket: Socket) => {
    socket.end(refusal);
    socket.destroy();
  };

  // Before Node's HTTP handling sees the socket: a refused one never gets a request read.
  app.server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
    const key = addressKey(address);
    const open = byAddress.get(key) ?? { all: 0, signedOut: 0 };
    if (open.all >= MAX_CONNECTIONS_PER_ADDRESS) return refuse(socket);
    if (open.signedOut >= MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS) return refuse(socket);
    open.all += 1;
    open.signedOut += 1;
    byAddress.set(key, open);
    counted.set(socket, open);
    socket.once('close', () => {
      open.all -= 1;
      if (counted.get(socket) === open) open.signedOut -= 1;
      if (open.all === 0) byAddress.delete(key);
    });
  });

  // After the auth hook: a request it let in with an access token signs its connection in.
  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket;
    const open = request.caller ? counted.get(socket) : undefined;
    if (open) {
      open.signedOut -= 1;
      counted.delete(socket);
    }
    done();
  });
};

/**
 * How many connections one client address may hold open (decision 0049): MAX_CONNECTIONS_PER_ADDRESS
 * in all, and MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS of them that no signed-in request came on
 * yet (an idle or slow connection costs nothing but an address). One more is answered 429 and
 * closed at once, before it is read. Connections from the proxies TRUST_PROXY names are not
 * counted: behind a proxy, the proxy limits each client (docs/scaling.md).
 */
export const connectionLimitsPlugin = fp(limitConnections, {
  name: 'connectionLimits',
  dependencies: ['auth'],
});
