/**
 * @database each
 */
import { LIVE_SUPERSEDED_TYPE } from '../../shared/schemas/liveEvents';
import { drainAndClose } from '../plugins/gracefulShutdown';
import { buildTestApp } from '../testing/buildTestApp';
import { listen, nextLiveEvent, openEventsAs } from '../testing/liveFixtures';
import { addNotification } from '../testing/notificationFixtures';
import { addPerson } from '../testing/orderFixtures';
import { RECONNECT_DELAY_MS, SUPERSEDED_RETRY_MS } from './sseFormat';

/**
 * The life of the streams of an app of their own (liveEvents.test.ts has the events on them):
 * one stream too many for a person, the app closing with streams open, and draining the copy.
 * Each builds its own app; on PGlite that is a start of the database each, so `npm test` runs
 * them on PostgreSQL and the deep run on both (how the database's listener stops is part of it).
 */
describe('streams per person', () => {
  it("one past LIVE_STREAMS_PER_PERSON closes the person's oldest, told so, and no one else's", async () => {
    const testApp = await buildTestApp({ env: { LIVE_STREAMS_PER_PERSON: '2' } });
    try {
      const eventsUrl = await listen(testApp);
      const [person, other] = [await addPerson(testApp.db), await addPerson(testApp.db)];
      const othersStream = await openEventsAs(testApp, eventsUrl, other);
      const oldest = await openEventsAs(testApp, eventsUrl, person);
      const newer = [await openEventsAs(testApp, eventsUrl, person)];
      newer.push(await openEventsAs(testApp, eventsUrl, person));
      // By the time the newest stream has its answer, the oldest is gone: never three at once.
      expect(testApp.app.liveEvents.openStreams).toBe(3);

      expect((await oldest.next()).type).toBe(LIVE_SUPERSEDED_TYPE);
      await oldest.ended;
      // A client that does not know the event waits long before it comes back.
      expect(oldest.retry).toBe(SUPERSEDED_RETRY_MS);

      const notificationId = await addNotification(testApp.db, person);
      for (const reader of newer) {
        expect(await nextLiveEvent(reader)).toEqual({
          id: 1,
          event: { kind: 'notification', notification_id: notificationId },
        });
      }
      const othersNotification = await addNotification(testApp.db, other);
      expect((await nextLiveEvent(othersStream)).event).toEqual({
        kind: 'notification',
        notification_id: othersNotification,
      });
      await Promise.all([...newer, othersStream].map((reader) => reader.cancel()));
    } finally {
      await testApp.close();
    }
  });
});

describe('closing the app', () => {
  it('resolves with a stream open and one a client cancelled, and ends the open one', async () => {
    const testApp = await buildTestApp();
    try {
      const eventsUrl = await listen(testApp);
      const [stays, leaves] = [await addPerson(testApp.db), await addPerson(testApp.db)];
      const open = await openEventsAs(testApp, eventsUrl, stays);
      const cancelled = await openEventsAs(testApp, eventsUrl, leaves);
      await cancelled.cancel();
      expect(testApp.app.liveEvents.openStreams).toBeLessThanOrEqual(2);

      await testApp.app.close();
      await open.ended;
      expect(testApp.app.liveEvents.openStreams).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});

describe('draining the copy (SIGTERM)', () => {
  it('sends each open stream a short reconnect hint, then ends it', async () => {
    const testApp = await buildTestApp({ env: { LIVE_KEEPALIVE_SECONDS: '1' } });
    try {
      const eventsUrl = await listen(testApp);
      const reader = await openEventsAs(testApp, eventsUrl, await addPerson(testApp.db));
      // A keepalive comes after the opening frames: by then the first retry has been read.
      await reader.nextComment();
      expect(reader.retry).toBe(RECONNECT_DELAY_MS);

      const outcome = await drainAndClose(testApp.app, { graceSeconds: 0, deadlineSeconds: 30 });

      await reader.ended;
      expect(outcome).toBe('finished');
      // Sooner than the usual delay: the balancer sends the reconnect to another copy.
      expect(reader.retry).toBeGreaterThanOrEqual(500);
      expect(reader.retry).toBeLessThan(RECONNECT_DELAY_MS);
      expect(testApp.app.liveEvents.openStreams).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});
