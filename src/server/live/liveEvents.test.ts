/**
 * @database pglite
 */
import { SignJWT } from 'jose';
import { SERVER_ERRORS } from '../../shared/messages';
import { ACCESS_TOKEN_ISSUER } from '../auth/accessToken';
import { expiredSessionOf, signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addConversation,
  addMessage,
  ageEvents,
  listen,
  nextLiveEvent,
  openEventsAs,
} from '../testing/liveFixtures';
import { addNotification } from '../testing/notificationFixtures';
import { addPerson } from '../testing/orderFixtures';
import { openSse, SseRefusal, StreamEnded } from '../testing/sseReader';
import { pruneEventsOlderThan } from './eventLog';

/**
 * GET /events through real HTTP (docs/product.md#live-events): refusals before any stream, the
 * events of the caller only, in order, replayed exactly after a reconnect, a reset when the log
 * no longer has them, and the ends of a stream (a session ended, a token run out). Every test
 * uses fresh people, on one app; the streams' life on an app of their own (one too many, closing,
 * draining) is in liveStreamsOfAnApp.test.ts.
 */
describe('live events', () => {
  let testApp: TestApp;
  let eventsUrl: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { LIVE_KEEPALIVE_SECONDS: '1' } });
    eventsUrl = await listen(testApp);
  });
  afterAll(() => testApp.close());

  const open = (email: string, lastEventId?: string) =>
    openEventsAs(testApp, eventsUrl, email, lastEventId);
  const refusalOf = async (headers: Record<string, string>, url = eventsUrl) => {
    const refusal = await openSse(url, headers).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SseRefusal);
    const { status, body } = refusal as SseRefusal;
    return { status, message: (JSON.parse(body) as { message: string }).message };
  };

  describe('refused before any stream starts', () => {
    it('401 without a token and with an expired one', async () => {
      const person = await addPerson(testApp.db);
      expect(await refusalOf({})).toEqual({ status: 401, message: SERVER_ERRORS.signInRequired });
      expect(await refusalOf(await expiredSessionOf(testApp, person))).toEqual({
        status: 401,
        message: SERVER_ERRORS.accessTokenExpired,
      });
    });

    it.each(['abc', '-1', '1.5', '1e3', '0x10', '99999999999999999'])(
      '400 for the Last-Event-ID %p, in the header or the lastEventId parameter',
      async (lastEventId) => {
        const person = await addPerson(testApp.db);
        const headers = await signedInAs(testApp, person);
        const invalid = { status: 400, message: SERVER_ERRORS.eventCursorInvalid };
        expect(await refusalOf({ ...headers, 'last-event-id': lastEventId })).toEqual(invalid);
        const query = `${eventsUrl}?lastEventId=${encodeURIComponent(lastEventId)}`;
        expect(await refusalOf(headers, query)).toEqual(invalid);
      },
    );
  });

  it('starts with retry and the current id, then sends each new event of the caller only', async () => {
    const [person, other] = [await addPerson(testApp.db), await addPerson(testApp.db)];
    await addNotification(testApp.db, person);
    const reader = await open(person);
    try {
      await addNotification(testApp.db, other);
      const notificationId = await addNotification(testApp.db, person);

      expect(await nextLiveEvent(reader)).toEqual({
        id: 2,
        event: { kind: 'notification', notification_id: notificationId },
      });
      expect(reader.retry).toBe(3000);
    } finally {
      await reader.cancel();
    }
  });

  // The route hijacks the reply and writes its head itself, copying the headers the hooks set.
  it('answers the stream with the security headers of every answer', async () => {
    const person = await addPerson(testApp.db);
    const abort = new AbortController();
    const response = await fetch(eventsUrl, {
      headers: await signedInAs(testApp, person),
      signal: abort.signal,
    });
    try {
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      abort.abort();
    }
  });

  it('a message reaches both people of the conversation', async () => {
    const [buyer, seller] = [await addPerson(testApp.db), await addPerson(testApp.db, 'seller')];
    const conversationId = await addConversation(testApp.db, buyer, seller);
    const [buyerReader, sellerReader] = [await open(buyer), await open(seller)];
    try {
      const messageId = await addMessage(testApp.db, conversationId, buyer);
      const sent = { kind: 'message', conversation_id: conversationId, message_id: messageId };
      expect(await nextLiveEvent(buyerReader)).toEqual({ id: 1, event: sent });
      expect(await nextLiveEvent(sellerReader)).toEqual({ id: 1, event: sent });
    } finally {
      await Promise.all([buyerReader.cancel(), sellerReader.cancel()]);
    }
  });

  it('a reconnect with Last-Event-ID replays exactly the missed events, then live ones', async () => {
    const person = await addPerson(testApp.db);
    const first = await open(person);
    const seen = await addNotification(testApp.db, person);
    expect(await nextLiveEvent(first)).toEqual({
      id: 1,
      event: { kind: 'notification', notification_id: seen },
    });
    await first.cancel();

    const missed = [await addNotification(testApp.db, person)];
    missed.push(await addNotification(testApp.db, person));
    const again = await open(person, first.lastEventId);
    try {
      const later = await addNotification(testApp.db, person);
      const received = [];
      for (let i = 0; i < 3; i += 1) received.push(await nextLiveEvent(again));
      expect(received).toEqual(
        [...missed, later].map((id, index) => ({
          id: index + 2,
          event: { kind: 'notification', notification_id: id },
        })),
      );
    } finally {
      await again.cancel();
    }
  });

  it('a first connection sends its id at once, so a reconnect right after misses nothing', async () => {
    const person = await addPerson(testApp.db);
    await addNotification(testApp.db, person);
    const first = await open(person);
    // Only its id came: the event before the connection was read through REST.
    await first.nextComment();
    expect(first.lastEventId).toBe('1');
    await first.cancel();

    const missed = await addNotification(testApp.db, person);
    const again = await open(person, first.lastEventId);
    try {
      expect(await nextLiveEvent(again)).toEqual({
        id: 2,
        event: { kind: 'notification', notification_id: missed },
      });
    } finally {
      await again.cancel();
    }
  });

  it('a reset with the newest id when the missed events were pruned, or the id is unknown', async () => {
    const person = await addPerson(testApp.db);
    for (let i = 0; i < 3; i += 1) await addNotification(testApp.db, person);
    await ageEvents(testApp.db, person, 2, 8);
    expect(await pruneEventsOlderThan(testApp.db, 7)).toBeGreaterThanOrEqual(2);

    for (const stale of ['0', '1', '4']) {
      const reader = await open(person, stale);
      try {
        expect(await nextLiveEvent(reader)).toEqual({ id: 3, event: { kind: 'reset' } });
      } finally {
        await reader.cancel();
      }
    }
    // From 2 on, nothing it needs was pruned: event 3 comes as usual.
    const caughtUp = await open(person, '2');
    try {
      expect((await nextLiveEvent(caughtUp)).id).toBe(3);
    } finally {
      await caughtUp.cancel();
    }
  });

  it('keeps an idle stream alive with comment lines', async () => {
    const reader = await open(await addPerson(testApp.db));
    try {
      await reader.nextComment();
      await reader.nextComment();
      expect(reader.comments).toBeGreaterThanOrEqual(2);
    } finally {
      await reader.cancel();
    }
  });

  it('ends the stream at the next keep-alive once its session is ended (sign out everywhere)', async () => {
    const person = await addPerson(testApp.db);
    const reader = await open(person);
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: '/api/sessions/revoke-all',
      headers: await signedInAs(testApp, person),
    });
    expect(revoked.statusCode).toBe(200);
    await reader.ended;
    await expect(reader.next()).rejects.toBeInstanceOf(StreamEnded);
  });

  it('ends the stream when the access token expires', async () => {
    const person = await addPerson(testApp.db);
    const token = await shortLivedToken(testApp, person, 3);
    const reader = await openSse(eventsUrl, { authorization: `Bearer ${token}` });
    await reader.ended;
    await expect(reader.next()).rejects.toBeInstanceOf(StreamEnded);
  });
});

/** A genuine access token of the app that runs out in `seconds`. */
async function shortLivedToken(testApp: TestApp, email: string, seconds: number) {
  // Version 0: the person's record is fresh, never signed out everywhere.
  return new SignJWT({ email, email_verified: true, ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`uid-of-${email}`)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(testApp.config.ACCESS_TOKEN_SECRET));
}
