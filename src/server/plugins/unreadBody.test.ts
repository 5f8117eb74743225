import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { oneKeptConnection, sendOver } from '../testing/keepAliveRequests';
import { drainUnreadBodies } from './unreadBody';

const LIMITS = { maxBytes: 1024 * 1024, maxMs: 300 };

/**
 * A server whose POST /refuse starts reading the body into a parser that stops taking it (as
 * busboy does once an upload is refused), then answers 400 at once; GET /next answers 200.
 */
async function refusingServer(): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  // The body is left to the route, as @fastify/multipart leaves it.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  drainUnreadBodies(app, LIMITS);
  app.post('/refuse', async (request, reply) => {
    request.raw.pipe(new PassThrough({ highWaterMark: 1 }));
    await new Promise((resolve) => request.raw.once('data', resolve));
    return reply.code(400).send({ refused: true });
  });
  app.get('/next', async () => ({ next: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const octets = { 'content-type': 'application/octet-stream' };

describe('drainUnreadBodies: a request answered before its body was read', () => {
  let server: { app: FastifyInstance; port: number };
  let agent: http.Agent;
  beforeEach(async () => {
    server = await refusingServer();
    agent = oneKeptConnection();
  });
  afterEach(async () => {
    agent.destroy();
    await server.app.close();
  });

  const next = () => sendOver(agent, server.port, { path: '/next', method: 'GET' });

  it('reads the rest of a body within the bound, so the connection serves the next request', async () => {
    const body = Buffer.alloc(LIMITS.maxBytes - 100, 7);
    const refused = await sendOver(
      agent,
      server.port,
      { path: '/refuse', method: 'POST', headers: { ...octets, 'content-length': body.length } },
      [body],
    );
    expect([refused.status, refused.connection]).toEqual([400, 'keep-alive']);
    const answer = await next();
    expect([answer.status, answer.reusedSocket]).toEqual([200, true]);
    // And it stays open past the time bound, which only concerns bodies still arriving.
    await new Promise((resolve) => setTimeout(resolve, LIMITS.maxMs * 2));
    const later = await next();
    expect([later.status, later.reusedSocket]).toEqual([200, true]);
  });

  it('reads a body declared past the bound to its end, so its answer arrives, then closes the connection', async () => {
    const body = Buffer.alloc(LIMITS.maxBytes * 4, 7);
    const refused = await sendOver(
      agent,
      server.port,
      { path: '/refuse', method: 'POST', headers: { ...octets, 'content-length': body.length } },
      [body],
    );
    expect(refused.status).toBe(400);
    await refused.socketClosed;
    const answer = await next();
    expect([answer.status, answer.reusedSocket]).toEqual([200, false]);
  });

  it('closes the connection after an undeclared (chunked) body that runs past the bound', async () => {
    const pieces = Array.from({ length: 8 }, () => Buffer.alloc(LIMITS.maxBytes / 2, 7));
    const refused = await sendOver(
      agent,
      server.port,
      { path: '/refuse', method: 'POST', headers: octets },
      pieces,
      20,
    );
    expect(refused.status).toBe(400);
    await refused.socketClosed;
    const answer = await next();
    expect([answer.status, answer.reusedSocket]).toEqual([200, false]);
  });

  it('closes the connection when the rest of a short body is still arriving after maxMs', async () => {
    const pieces = Array.from({ length: 20 }, () => Buffer.alloc(100, 7));
    const started = Date.now();
    const refused = await sendOver(
      agent,
      server.port,
      { path: '/refuse', method: 'POST', headers: { ...octets, 'content-length': 2000 } },
      pieces,
      100,
    );
    expect(refused.status).toBe(400);
    await refused.socketClosed;
    // Closed at the bound, not when the last piece would have come (2 s).
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
