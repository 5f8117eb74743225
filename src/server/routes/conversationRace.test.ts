/**
 * @database each
 */
import type { LightMyRequestResponse } from 'fastify';
import { MessagesPageSchema } from '../../shared/schemas/conversation';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addConversation } from '../testing/conversationFixtures';
import { addOrder, callAs } from '../testing/listingFixtures';
import { notificationsOf } from '../testing/notificationFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const ROUNDS = 5;

/**
 * Two people typing at once, reading as messages arrive, while the seller deletes the book. Each
 * of these takes row locks on the conversation and on both people's event counters (migration
 * 0011); in a different order they would deadlock, and PostgreSQL would fail one with a 500.
 */
describe(`messages, read marks and a deletion at once on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '10000' } });
  }, 60_000);
  afterAll(() => testApp.close());

  const send = (caller: string, id: string, n: number) =>
    sendAs(testApp, 'POST', `/api/conversations/${id}/messages`, caller, { body: `#${n}` });
  const markRead = (caller: string, id: string) =>
    sendAs(testApp, 'POST', `/api/conversations/${id}/read`, caller, { seq: 2 ** 40 });
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

  it('both people sending, reading and marking all read at once: every call answered, one unread notice each', async () => {
    const buyer = await addPerson(testApp.db);
    const { id, seller } = await addConversation(testApp.db, { buyer, count: 0 });
    // Each person: sends, read marks, and 'Mark all read' on the Notifications page in another tab.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => {
        const caller = n % 2 === 0 ? buyer : seller;
        if (n % 4 === 1) return callAs(testApp, 'POST', '/api/notifications/read-all', caller);
        return n % 4 === 2 ? markRead(caller, id) : send(caller, id, n);
      }),
    );
    expect(new Set(statuses(answers))).toEqual(new Set([200, 201]));
    const page = MessagesPageSchema.parse(
      (await callAs(testApp, 'GET', `/api/conversations/${id}/messages?limit=100`, buyer)).json(),
    );
    expect(page.items).toHaveLength(12);
    const seqs = page.items.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // Whatever the interleaving, nobody holds two unread new_message notices of one conversation.
    for (const person of [buyer, seller]) {
      const unread = (await notificationsOf(testApp.db, person)).filter((n) => !n.read);
      expect(unread.length).toBeLessThanOrEqual(1);
    }
  });

  it('the seller deleting the book while its buyer (with an unpaid order) writes and reads', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await addPerson(testApp.db);
      const { id, seller, listingId } = await addConversation(testApp.db, { buyer });
      await addOrder(testApp.db, listingId, 'unpaid', buyer);
      const answers = await Promise.all([
        send(buyer, id, 1),
        markRead(seller, id),
        callAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, seller),
        send(seller, id, 2),
        markRead(buyer, id),
        send(buyer, id, 3),
      ]);
      expect(statuses(answers)).toEqual([201, 200, 200, 201, 200, 201]);
      const kinds = (await notificationsOf(testApp.db, buyer)).map((n) => n.kind).sort();
      expect(kinds).toContain('order_cancelled');
    }
  });
});
