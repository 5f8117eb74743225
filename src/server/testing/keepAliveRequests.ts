import http from 'node:http';

/** What a test reads of an answer over a real connection. */
export interface ConnectionAnswer {
  status: number;
  /** The answer's Connection header: `keep-alive`, or `close` when the server will close it. */
  connection: string | undefined;
  /** Whether the request went over a connection an earlier request had opened. */
  reusedSocket: boolean;
  /** Settles when that connection closes. */
  socketClosed: Promise<void>;
}

/**
 * Sends one request over `agent` (keep-alive, one connection, so the next request goes over the
 * same connection when the server lets it) and answers once the answer has arrived. The body is
 * written in its pieces, `every` ms apart when given; the server may close the connection while
 * the rest is still being written, which is not a failure here.
 */
export function sendOver(
  agent: http.Agent,
  port: number,
  options: http.RequestOptions,
  body: readonly Buffer[] = [],
  every = 0,
): Promise<ConnectionAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, agent, ...options });
    // Settled once the request is written too (or cut): as in a browser, a connection takes the
    // next request only then, and the agent would otherwise open a new one under load.
    const sent = new Promise<void>((done) => {
      request.once('finish', done);
      request.once('close', done);
    });
    const socketClosed = new Promise<void>((closed) =>
      request.once('socket', (socket) =>
        socket.destroyed ? closed() : socket.once('close', () => closed()),
      ),
    );
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => {
        answered = true;
        void sent.then(() =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            reusedSocket: request.reusedSocket,
            socketClosed,
          }),
        );
      });
    });
    // Once the answer is in, a connection cut while the rest is still written is not a failure.
    request.on('error', (error) => (answered || request.destroyed ? undefined : reject(error)));
    const writeFrom = (index: number) => {
      const piece = body[index];
      if (!piece) return request.end();
      request.write(piece);
      if (every === 0) writeFrom(index + 1);
      else setTimeout(() => !request.destroyed && writeFrom(index + 1), every);
    };
    writeFrom(0);
  });
}

/** An agent that keeps one connection open between requests, as a browser does. */
export const oneKeptConnection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
