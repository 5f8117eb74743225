import { z } from 'zod';
import { IdSchema } from './common';

/**
 * GET /events (Server-Sent Events, docs/decisions/0032): what changed for the signed-in person.
 * Each event's SSE `id` is the person's event number (1, 2, 3... with no gaps, in commit order);
 * a reconnecting client sends the last one it got as `Last-Event-ID` and the server replays
 * every later event first, so nothing is missed or repeated. The data says what to refetch; the
 * client reads the change itself through the REST calls (one way to read a message).
 *
 * - message: a message was sent, or removed by the admin, in that conversation.
 * - read: the person read a conversation on another tab or device (their counts changed).
 * - notification: a new notification. - notifications_read: some were marked read.
 * - reset: the server no longer has the events after the client's last id (too old): refetch all.
 */
export const LiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversation_id: IdSchema, message_id: IdSchema }),
  z.object({ kind: z.literal('read'), conversation_id: IdSchema }),
  z.object({ kind: z.literal('notification'), notification_id: IdSchema }),
  z.object({ kind: z.literal('notifications_read') }),
  z.object({ kind: z.literal('reset') }),
]);

export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventKind = LiveEvent['kind'];

/** The SSE event name every event is sent under (the EventSource default, 'message'). */
export const LIVE_EVENT_TYPE = 'message';

/**
 * The SSE event type (`event: superseded`) that ends a stream because its person opened more
 * than the server keeps (the oldest goes first). The client does not reconnect on its own then:
 * it opens the stream again the next time its page is shown.
 */
export const LIVE_SUPERSEDED_TYPE = 'superseded';
