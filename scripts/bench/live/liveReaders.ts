import { EventSource } from 'eventsource';
import { LiveEventSchema } from '../../../src/shared/schemas/liveEvents';

/** When each conversation's message was sent (ms, performance.now()), set by the sender. */
export type SendTimes = Map<string, number>;

export interface Readers {
  /** Delivery latencies so far (ms), one per reader per message. */
  latencies: number[];
  /** Events that could not be matched to a sent message, or failed to parse. */
  strays: number;
  /** Resolves when `expected` deliveries arrived, or rejects after `timeoutMs`. */
  allDelivered(expected: number, timeoutMs: number): Promise<void>;
  close(): void;
}

const OPEN_AT_ONCE = 50;

const openOne = (eventsUrl: string, token: string) =>
  new EventSource(eventsUrl, {
    fetch: (url, init) =>
      fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } }),
  });

const opened = (source: EventSource) =>
  new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (error) => reject(new Error(`a stream failed: ${error.message}`));
  });

/**
 * One `eventsource` client per reader (the package the browser client uses), each with its own
 * access token through the `fetch` option, all against GET /events of one server copy. Resolves
 * once every stream is open.
 */
export async function openReaders(
  eventsUrl: string,
  tokens: string[],
  sentAt: SendTimes,
): Promise<Readers> {
  const latencies: number[] = [];
  let strays = 0;
  let onDelivery = () => undefined as void;
  // In groups, as people arrive: 1,000 at the same instant would measure the opening rush's
  // garbage (not yet collected) rather than what an open stream keeps.
  const sources: EventSource[] = [];
  for (let from = 0; from < tokens.length; from += OPEN_AT_ONCE) {
    const group = tokens.slice(from, from + OPEN_AT_ONCE).map((token) => openOne(eventsUrl, token));
    sources.push(...group);
    await Promise.all(group.map(opened));
  }
  for (const source of sources) {
    source.onerror = null;
    source.onmessage = (message) => {
      const arrived = performance.now();
      const parsed = LiveEventSchema.safeParse(JSON.parse(message.data as string));
      const event = parsed.success ? parsed.data : undefined;
      // The seller's new_message notification comes too: only message events are timed.
      if (event && event.kind !== 'message') return;
      const sent = event ? sentAt.get(event.conversation_id) : undefined;
      if (sent === undefined) strays += 1;
      else latencies.push(arrived - sent);
      onDelivery();
    };
  }
  return {
    latencies,
    get strays() {
      return strays;
    },
    allDelivered: (expected, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${latencies.length} of ${expected} deliveries arrived`)),
          timeoutMs,
        );
        onDelivery = () => {
          if (latencies.length < expected) return;
          clearTimeout(timer);
          resolve();
        };
        onDelivery();
      }),
    close: () => sources.forEach((source) => source.close()),
  };
}
