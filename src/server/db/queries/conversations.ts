import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { conversations, listings, messages, notifications, users } from '../schema';
import type { Message } from '../../../shared/schemas/conversation';
import { toMessage } from './conversationMappers';
import { messageColumns, readableBy, readerOf, type Reader } from './conversationViews';
import { approvedLiteral } from './listingVisibility';
import { insertNotifications } from './notifications';

/**
 * Sending messages (docs/product.md#messages). One lock order in every write: the conversation's
 * row first (the upsert or the update of last_message_at), then the people's event counters
 * (the message trigger of migration 0011 takes both, the smaller id first), then the
 * recipient's again for the notification, already held by this transaction. The read mark
 * (conversationReads.ts) also takes the conversation's row before its reader's counter, and so
 * does deleting a listing (listingChanges.ts) before it tells the buyers of its orders: they wait
 * for each other instead of deadlocking (conversationRace.test.ts).
 */

/** Why a message was not sent; the route words each one. */
export type SendRefusal = 'unknownReader' | 'missing' | 'own' | 'blocked' | 'conversationMissing';

interface Sent {
  conversationId: string;
  /** The message as its sender sees it. */
  message: Message;
  reader: Reader;
}

/**
 * The new message, then `new_message` to the recipient, only when they have no unread one for
 * this conversation yet: one per conversation until they read it (the read mark clears it).
 * Two senders in one conversation take turns on its row lock, so the second sees the first's.
 */
async function addMessage(
  tx: Database,
  sender: Reader,
  conversation: { id: string; recipientId: string; bookTitle: string },
  body: string,
): Promise<Message> {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: sender.id, body })
    .returning({ id: messages.id });
  if (!row) throw new Error('insert returned no row');
  const [alreadyTold] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, conversation.recipientId),
        eq(notifications.kind, 'new_message'),
        sql`${notifications.readAt} is null`,
        sql`${notifications.data}->>'conversation_id' = ${conversation.id}`,
      ),
    )
    .limit(1);
  if (!alreadyTold) {
    await insertNotifications(tx, [
      {
        userId: conversation.recipientId,
        kind: 'new_message',
        data: {
          conversation_id: conversation.id,
          book_title: conversation.bookTitle,
          sender_name: sender.name,
        },
      },
    ]);
  }
  const [message] = await tx
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, row.id));
  if (!message) throw new Error('the new message is not there');
  return toMessage(message, sender.id);
}

/**
 * The buyer's conversation about a listing, made now with the book's title and cover if it is
 * their first word about it (a message or an offer). Two first words racing meet in the upsert
 * on (listing, buyer): both land in the one conversation, whose row this locks.
 */
export async function openConversation(
  tx: Database,
  {
    listingId,
    buyerId,
    listing,
  }: {
    listingId: string;
    buyerId: string;
    listing: { sellerId: string; title: string; img: string };
  },
): Promise<{ id: string; bookTitle: string }> {
  const [conversation] = await tx
    .insert(conversations)
    .values({
      listingId,
      buyerId,
      sellerId: listing.sellerId,
      bookTitle: listing.title,
      bookImg: listing.img,
    })
    .onConflictDoUpdate({
      target: [conversations.listingId, conversations.buyerId],
      set: { lastMessageAt: sql`now()` },
    })
    .returning({ id: conversations.id, bookTitle: conversations.bookTitle });
  if (!conversation) throw new Error('upsert returned no row');
  return conversation;
}

/**
 * A buyer's message about a listing: into their conversation about it, made with this message
 * when it is the first (title and cover copied from the listing). Two first messages racing
 * meet in the upsert on (listing, buyer): both land in the one conversation.
 */
export async function startConversation(
  db: Database,
  email: string,
  listingId: string,
  body: string,
): Promise<Sent | SendRefusal> {
  return db.transaction(async (tx) => {
    const reader = await readerOf(tx, email);
    if (!reader) return 'unknownReader';
    // Shared, so the listing cannot be deleted between this read and the insert naming it.
    const [listing] = await tx
      .select({ sellerId: listings.sellerId, title: listings.bookTitle, img: listings.bookImg })
      .from(listings)
      // One waiting for the admin's approval is nobody else's yet.
      .where(and(eq(listings.id, listingId), approvedLiteral))
      .for('share');
    if (!listing) return 'missing';
    if (listing.sellerId === reader.id) return 'own';
    if (reader.blocked) return 'blocked';
    const conversation = await openConversation(tx, { listingId, buyerId: reader.id, listing });
    const message = await addMessage(
      tx,
      reader,
      { ...conversation, recipientId: listing.sellerId },
      body,
    );
    return { conversationId: conversation.id, message, reader };
  });
}

/** One more message from either of the conversation's two people. */
export async function sendMessage(
  db: Database,
  email: string,
  conversationId: string,
  body: string,
): Promise<Sent | SendRefusal> {
  return db.transaction(async (tx) => {
    const reader = await readerOf(tx, email);
    if (!reader) return 'unknownReader';
    // A stranger learns nothing, a stopped person the reason: participants first, then the stop.
    const [found] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), readableBy(reader.id)));
    if (!found) return 'conversationMissing';
    if (reader.blocked) return 'blocked';
    const [conversation] = await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(conversations.id, conversationId))
      .returning({
        id: conversations.id,
        bookTitle: conversations.bookTitle,
        recipientId: sql<string>`case when ${conversations.buyerId} = ${reader.id}::uuid
          then ${conversations.sellerId} else ${conversations.buyerId} end`,
      });
    if (!conversation) return 'conversationMissing';
    const message = await addMessage(tx, reader, conversation, body);
    return { conversationId, message, reader };
  });
}
