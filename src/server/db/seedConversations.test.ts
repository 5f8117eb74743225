/**
 * @database each
 */
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../testing/postgres/testDatabase';
import type { DatabaseHandle } from './client';
import { conversations, messages, notifications, userEvents, users } from './schema';
import { seedDemoData } from './seed';
import { seedDemoConversations } from './seedConversations';

describe('seedDemoConversations', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  const personId = async (email: string) => {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  };

  it("writes the demo buyer's question once; the seller has one unread message and is told of it", async () => {
    expect(await seedDemoConversations(database.db)).toEqual({ conversationsInserted: 1 });
    expect(await seedDemoConversations(database.db)).toEqual({ conversationsInserted: 0 });

    const [conversation] = await database.db.select().from(conversations);
    expect(conversation).toMatchObject({ bookTitle: 'The Home and the World' });
    const said = await database.db
      .select({ seq: messages.seq, senderId: messages.senderId })
      .from(messages)
      .orderBy(messages.seq);
    expect(said).toHaveLength(3);
    expect(conversation!.buyerReadSeq).toBe(said[2]!.seq);
    expect(conversation!.sellerReadSeq).toBe(said[1]!.seq);

    const seller = await personId('seller@demo.test');
    const told = await database.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications);
    expect(told).toEqual([{ userId: seller, kind: 'new_message' }]);
    // The live stream's log has each message for both people (the triggers of migration 0011).
    const [events] = await database.db
      .select({ n: count() })
      .from(userEvents)
      .where(eq(userEvents.userId, seller));
    expect(events?.n).toBeGreaterThanOrEqual(4);
  });
});
