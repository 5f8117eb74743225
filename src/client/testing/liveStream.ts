import { http, HttpResponse } from 'msw';
import { MESSAGING_API } from '../../shared/apiPaths/messagingPaths';
import { LIVE_SUPERSEDED_TYPE, type LiveEvent } from '../../shared/schemas';
import { apiUrl } from './handlers/apiUrl';
import { callerOf } from './handlers/identityHandlers';
import { server } from './server';

/** One GET /events the client opened, as the server sees it, and the test's hold on its stream. */
export type LiveConnection = {
  /** The person the access token names (null: no valid token). */
  caller: string | null;
  /** The `Last-Event-ID` the client sent, or null on a first connection. */
  lastEventId: string | null;
  /** Sends an event with its id, as the server does after a commit. */
  send: (id: number, event: LiveEvent) => void;
  /** Ends the stream from the server's side (a restart, a network change). */
  drop: () => void;
  /**
   * Ends it as the server does when the person opened a newer one past their limit, but without
   * the server's long `retry:`: a client that ignored the event would be back at once.
   */
  supersede: () => void;
  /** Resolves when the client closes the stream. */
  closed: Promise<void>;
};

const encoder = new TextEncoder();

/**
 * Serves GET /events as a real Server-Sent Events stream (a ReadableStream) the test writes to:
 * `connections` lists each connection the client made, `nextConnection` waits for the next.
 * `retry: 1` asks the client to reconnect after a drop at once, so no test waits the default 3 s.
 */
export function serveLiveEvents() {
  const connections: LiveConnection[] = [];
  const waiting: Array<(connection: LiveConnection) => void> = [];

  server.use(
    http.get(apiUrl(MESSAGING_API.liveEvents.route), ({ request }) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let markClosed!: () => void;
      const closed = new Promise<void>((resolve) => {
        markClosed = resolve;
      });
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          controller.enqueue(encoder.encode('retry: 1\n\n'));
        },
        cancel: () => markClosed(),
      });
      request.signal.addEventListener('abort', () => markClosed());
      const connection: LiveConnection = {
        caller: callerOf(request),
        lastEventId: request.headers.get('Last-Event-ID'),
        send: (id, event) =>
          controller.enqueue(encoder.encode(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`)),
        drop: () => controller.close(),
        supersede: () => {
          controller.enqueue(encoder.encode(`event: ${LIVE_SUPERSEDED_TYPE}\ndata: {}\n\n`));
          controller.close();
        },
        closed,
      };
      connections.push(connection);
      for (const resolve of waiting.splice(0)) resolve(connection);
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
      });
    }),
  );

  return {
    connections,
    /** The connection number `count` (1 = the first), once the client has made it. */
    connection: (count: number) =>
      new Promise<LiveConnection>((resolve) => {
        const check = () => {
          const made = connections[count - 1];
          if (made) resolve(made);
          else waiting.push(check);
        };
        check();
      }),
  };
}

/** The client's next GET /events is refused with `status`; the ones after go to serveLiveEvents. */
export function refuseNextLiveConnection(status: number) {
  server.use(
    http.get(apiUrl(MESSAGING_API.liveEvents.route), () => new HttpResponse(null, { status }), {
      once: true,
    }),
  );
}
