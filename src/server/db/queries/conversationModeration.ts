import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Conversation,
  Message,
  ReportedConversation,
} from '../../../shared/schemas/conversation';
import type { Database } from '../client';
import { conversations, messages, users } from '../schema';
import { isoOf } from '../columns';
import { toMessage } from './conversationMappers';
import { conversationViews, messageColumns, readableBy, type Reader } from './conversationViews';

/**
 * Reporting a conversation and what the admin does about it (docs/product.md#messages): the
 * reported list, removing a message, stopping a person from sending.
 */

/**
 * Either person reports the conversation. The first report stands: a later one (by either)
 * changes nothing, so nobody can overwrite the other's reason or push it down the admin's list.
 */
export async function reportConversation(
  db: Database,
  reader: Reader,
  conversationId: string,
  reason: string,
): Promise<Conversation | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), readableBy(reader.id)));
  if (!found) return undefined;
  await db
    .update(conversations)
    .set({ reportedAt: sql`now()`, reportedBy: reader.id, reportReason: reason })
    .where(and(eq(conversations.id, conversationId), isNull(conversations.reportedAt)));
  return (await conversationViews(db, reader.id, [conversationId]))[0];
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const person = (table: typeof buyers | typeof sellers) => ({
  _id: table.id,
  name: table.name,
  img: table.img,
  email: table.email,
  blockedAt: table.messagingBlockedAt,
});

interface PersonRow {
  _id: string;
  name: string;
  img: string;
  email: string;
  blockedAt: Date | null;
}
const toPerson = ({ blockedAt, ...rest }: PersonRow) => ({
  ...rest,
  sending_blocked: blockedAt !== null,
});

/** Every reported conversation, the most recently reported first (their partial index). */
export async function listReportedConversations(db: Database): Promise<ReportedConversation[]> {
  const rows = await db
    .select({
      c: conversations,
      buyer: person(buyers),
      seller: person(sellers),
    })
    .from(conversations)
    .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
    .innerJoin(sellers, eq(sellers.id, conversations.sellerId))
    .where(isNotNull(conversations.reportedAt))
    .orderBy(desc(conversations.reportedAt), desc(conversations.id));
  return rows.map(({ c, buyer, seller }) => ({
    _id: c.id,
    listing_id: c.listingId,
    book_title: c.bookTitle,
    book_img: c.bookImg,
    buyer: toPerson(buyer),
    seller: toPerson(seller),
    // Set with reported_at in one statement; the reporter is one of the two people, and deleting
    // either person's account deletes the conversation, so these fallbacks never show.
    reported_by: c.reportedBy ?? c.buyerId,
    report_reason: c.reportReason ?? '',
    reported_at: isoOf(c.reportedAt ?? c.createdAt),
  }));
}

export type RemovalRefusal = 'missing' | 'alreadyRemoved';

/**
 * The admin removes a message: its words are emptied for good and removed_at set (the trigger
 * of migration 0011 tells both people live). Any message; the admin finds them through
 * reported conversations. Answered as the admin sees it.
 */
export async function removeMessage(
  db: Database,
  adminId: string,
  messageId: string,
): Promise<Message | RemovalRefusal> {
  const [removed] = await db
    .update(messages)
    .set({ removedAt: sql`now()`, body: '' })
    .where(and(eq(messages.id, messageId), isNull(messages.removedAt)))
    .returning({ id: messages.id });
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId));
  if (!row) return 'missing';
  if (!removed) return 'alreadyRemoved';
  return toMessage(row, adminId);
}

export type BlockRefusal = 'missing' | 'admin';

/** Stops (or allows again) a person's sending; the time of the first stop is kept while stopped. */
export async function setMessagingBlock(
  db: Database,
  userId: string,
  blocked: boolean,
): Promise<{ _id: string; sending_blocked: boolean } | BlockRefusal> {
  const [found] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!found) return 'missing';
  if (found.role === 'admin') return 'admin';
  const [row] = await db
    .update(users)
    .set({ messagingBlockedAt: blocked ? sql`coalesce(${users.messagingBlockedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning({ id: users.id, blockedAt: users.messagingBlockedAt });
  if (!row) return 'missing';
  return { _id: row.id, sending_blocked: row.blockedAt !== null };
}
