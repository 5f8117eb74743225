/**
 * @database postgres
 */
import { sql } from 'drizzle-orm';
import { LISTENER_APPLICATION_NAME } from '../live/userEventsListener';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addConversation,
  addMessage,
  listen,
  nextLiveEvent,
  openEventsAs,
} from '../testing/liveFixtures';
import { addNotification } from '../testing/notificationFixtures';
import { addPerson } from '../testing/orderFixtures';
import { createTestDatabase } from '../testing/postgres/testDatabase';

/**
 * Two copies of the server on one PostgreSQL database, as behind a load balancer: a change
 * committed through copy A reaches a reader connected to copy B (LISTEN/NOTIFY, decision 0032),
 * also after B's listening connection was cut and came back.
 */
describe('live events across server copies', () => {
  let copyA: TestApp;
  let copyB: TestApp;
  let eventsUrlOfB: string;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase({ seeded: true });
    copyA = await buildTestApp({ databaseUrl });
    copyB = await buildTestApp({ databaseUrl });
    await copyA.app.ready();
    eventsUrlOfB = await listen(copyB);
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
  });

  it('a notification and a message committed through copy A reach a reader on copy B', async () => {
    const [buyer, seller] = [await addPerson(copyA.db), await addPerson(copyA.db, 'seller')];
    const conversationId = await addConversation(copyA.db, buyer, seller);
    const reader = await openEventsAs(copyB, eventsUrlOfB, seller);
    try {
      const notificationId = await addNotification(copyA.db, seller);
      expect(await nextLiveEvent(reader)).toEqual({
        id: 1,
        event: { kind: 'notification', notification_id: notificationId },
      });
      const messageId = await addMessage(copyA.db, conversationId, buyer);
      expect(await nextLiveEvent(reader)).toEqual({
        id: 2,
        event: { kind: 'message', conversation_id: conversationId, message_id: messageId },
      });
    } finally {
      await reader.cancel();
    }
  });

  it("an event committed while copy B's LISTEN connection was down still reaches its reader", async () => {
    const person = await addPerson(copyA.db);
    const reader = await openEventsAs(copyB, eventsUrlOfB, person);
    try {
      // Both copies' listening sessions: each reconnects and wakes its streams.
      await copyA.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
      const notificationId = await addNotification(copyA.db, person);
      expect(await nextLiveEvent(reader)).toEqual({
        id: 1,
        event: { kind: 'notification', notification_id: notificationId },
      });
    } finally {
      await reader.cancel();
    }
  });
});
