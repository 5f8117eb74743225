/**
 * A small Server-Sent Events reader over fetch, for tests of GET /events through real HTTP: it
 * parses the text/event-stream format as browsers do (WHATWG HTML) and hands out each event as
 * it arrives. No timers: a test awaits the next event, or the end of the stream.
 */

export interface SseEvent {
  /** The `event:` field, 'message' when it has none. */
  type: string;
  /** The last event id after this event (an `id:` field, or the one before). */
  id: string;
  data: string;
}

export interface SseReader {
  readonly status: number;
  /** The `retry:` value last received, in ms. */
  readonly retry: number | undefined;
  /** The last event id so far: what an EventSource would send as Last-Event-ID. */
  readonly lastEventId: string;
  /** How many comment lines (keepalives) came so far. */
  readonly comments: number;
  /** The next event; rejects when the stream ends first. */
  next(): Promise<SseEvent>;
  /** Resolves once the server has ended the stream (or the reader was cancelled). */
  readonly ended: Promise<void>;
  /** Resolves at the next comment line. */
  nextComment(): Promise<void>;
  /** Cancels the request, as a client going away does. */
  cancel(): Promise<void>;
}

export class StreamEnded extends Error {
  override name = 'StreamEnded';
}

/** Opens the stream; a refusal (not text/event-stream) throws with its status and body. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    throw new SseRefusal(response.status, await response.text());
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();

  const queue: SseEvent[] = [];
  const waiters: { resolve: (event: SseEvent) => void; reject: (error: Error) => void }[] = [];
  let commentWaiters: (() => void)[] = [];
  let done = false;
  const state = { retry: undefined as number | undefined, lastEventId: '', comments: 0 };

  const dispatchBlock = (block: string) => {
    let data: string[] | undefined;
    let type = 'message';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        state.comments += 1;
        commentWaiters.forEach((wake) => wake());
        commentWaiters = [];
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') state.lastEventId = value;
      if (field === 'retry') state.retry = Number(value);
      if (field === 'event') type = value;
      if (field === 'data') (data ??= []).push(value);
    }
    if (data === undefined) return;
    const event = { type, id: state.lastEventId, data: data.join('\n') };
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(event);
    else queue.push(event);
  };

  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          dispatchBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Cancelled by the test, or the connection was cut: either way the stream is over.
    }
    done = true;
    waiters.splice(0).forEach(({ reject }) => reject(new StreamEnded('the stream ended')));
  })();

  return {
    status: response.status,
    get retry() {
      return state.retry;
    },
    get lastEventId() {
      return state.lastEventId;
    },
    get comments() {
      return state.comments;
    },
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.reject(new StreamEnded('the stream ended'));
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    nextComment: () => new Promise((resolve) => commentWaiters.push(resolve)),
    ended,
    cancel: async () => {
      abort.abort();
      await ended;
    },
  };
}

export class SseRefusal extends Error {
  override name = 'SseRefusal';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`GET events refused with ${status}: ${body}`);
  }
}
