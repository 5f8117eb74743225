import { and, eq, sql } from 'drizzle-orm';
import { API_PREFIX, API } from '../../shared/apiPaths';
import { LiveEventSchema, type LiveEvent } from '../../shared/schemas/liveEvents';
import type { Database } from '../db/client';
import { conversations, messages, userEvents } from '../db/schema';
import { signedInAs } from './authHeaders';
import type { TestApp } from './buildTestApp';
import { userId } from './listingFixtures';
import { openSse, type SseEvent, type SseReader } from './sseReader';

/**
 * Helpers of the live event tests: the app listening on a free port (streams need real HTTP;
 * `inject` waits for a response that never ends), a reader signed in as someone, and events
 * written the way the product writes them (notifications, message rows and their triggers).
 */

/** Starts the app on 127.0.0.1 and a free port; answers the URL of GET /events. */
export async function listen(testApp: TestApp): Promise<string> {
  const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return `${address}${API_PREFIX}${API.liveEvents.url()}`;
}

export async function openEventsAs(
  testApp: TestApp,
  eventsUrl: string,
  email: string,
  lastEventId?: string,
): Promise<SseReader> {
  const headers: Record<string, string> = await signedInAs(testApp, email);
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  return openSse(eventsUrl, headers);
}

/** The next event's id and its data as a LiveEvent (parsed, so a malformed one fails). */
export async function nextLiveEvent(reader: SseReader): Promise<{ id: number; event: LiveEvent }> {
  const { id, data }: SseEvent = await reader.next();
  return { id: Number(id), event: LiveEventSchema.parse(JSON.parse(data)) };
}

/** A conversation between two people (as the messages route creates it), answering its id. */
export async function addConversation(db: Database, buyer: string, seller: string) {
  const [row] = await db
    .insert(conversations)
    .values({
      bookTitle: 'Fixture Book',
      buyerId: await userId(db, buyer),
      sellerId: await userId(db, seller),
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** A message row; its trigger writes an event for both people. Answers the message id. */
export async function addMessage(db: Database, conversationId: string, sender: string) {
  const [row] = await db
    .insert(messages)
    .values({ conversationId, senderId: await userId(db, sender), body: 'Is the cover torn?' })
    .returning({ id: messages.id });
  return row!.id;
}

/** Makes a person's events up to `seq` look `days` old, for the pruning sweep to find. */
export async function ageEvents(db: Database, email: string, seq: number, days: number) {
  await db
    .update(userEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${days}::int)` })
    .where(and(eq(userEvents.userId, await userId(db, email)), sql`${userEvents.seq} <= ${seq}`));
}
