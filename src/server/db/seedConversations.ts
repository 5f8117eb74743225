import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_CONVERSATIONS } from './demo/conversations';
import { insertNotifications } from './queries/notifications';
import { conversations, listings, messages, users } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type DemoConversation = (typeof DEMO_CONVERSATIONS)[number];

/**
 * The demo conversations of `npm start` (demo/conversations.ts), each written once: one that
 * exists (same book and buyer) is left as it is, with whatever was said in it since. Kept apart
 * from seedDemoData so the test apps' databases start with no conversation, and every test
 * that counts messages or notifications starts from zero.
 */
export async function seedDemoConversations(
  db: Database,
): Promise<{ conversationsInserted: number }> {
  let conversationsInserted = 0;
  for (const demo of DEMO_CONVERSATIONS) {
    if (await db.transaction((tx) => insertConversation(tx, demo))) conversationsInserted += 1;
  }
  return { conversationsInserted };
}

async function insertConversation(tx: Transaction, demo: DemoConversation): Promise<boolean> {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [demo.buyerEmail, demo.sellerEmail]));
  const buyer = people.find((person) => person.email === demo.buyerEmail);
  const seller = people.find((person) => person.email === demo.sellerEmail);
  if (!buyer || !seller) throw new Error(`Demo conversation names an unknown person`);
  const [listing] = await tx
    .select({ id: listings.id, title: listings.bookTitle, img: listings.bookImg })
    .from(listings)
    .where(and(eq(listings.sellerId, seller.id), eq(listings.bookTitle, demo.listingTitle)));
  if (!listing) throw new Error(`Demo conversation about an unknown book: ${demo.listingTitle}`);

  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  const last = demo.messages[demo.messages.length - 1];
  const [conversation] = await tx
    .insert(conversations)
    .values({
      listingId: listing.id,
      bookTitle: listing.title,
      bookImg: listing.img,
      buyerId: buyer.id,
      sellerId: seller.id,
      createdAt: minutesAgo(demo.messages[0]?.minutesAgo ?? 0),
      lastMessageAt: minutesAgo(last?.minutesAgo ?? 0),
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!conversation) return false;

  // One insert at a time, oldest first: each takes the next number (seq), so order is time order.
  const seqs: number[] = [];
  for (const message of demo.messages) {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: message.from === 'buyer' ? buyer.id : seller.id,
        body: message.body,
        createdAt: minutesAgo(message.minutesAgo),
      })
      .returning({ seq: messages.seq });
    if (row) seqs.push(row.seq);
  }
  const readMark = (count: number) => (count > 0 ? (seqs[count - 1] ?? 0) : 0);
  await tx
    .update(conversations)
    .set({ buyerReadSeq: readMark(demo.buyerHasRead), sellerReadSeq: readMark(demo.sellerHasRead) })
    .where(eq(conversations.id, conversation.id));

  // As the messages route does: one new_message notification to whoever has unread ones.
  const unreadFor = (from: 'buyer' | 'seller', hasRead: number) =>
    demo.messages.slice(hasRead).filter((message) => message.from === from);
  const toTell = [
    { person: seller, unread: unreadFor('buyer', demo.sellerHasRead), sender: buyer },
    { person: buyer, unread: unreadFor('seller', demo.buyerHasRead), sender: seller },
  ].filter(({ unread }) => unread.length > 0);
  await insertNotifications(
    tx,
    toTell.map(({ person, sender }) => ({
      userId: person.id,
      kind: 'new_message' as const,
      data: {
        conversation_id: conversation.id,
        book_title: listing.title,
        sender_name: sender.name,
      },
    })),
  );
  return true;
}
