import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Message } from '../../../shared/schemas/conversation';
import type { Database } from '../client';
import { messages, users } from '../schema';
import { toMessage } from './conversationMappers';
import { messageColumns } from './conversationViews';

/**
 * What the admin does about a reported conversation (docs/product.md#messages): removing a
 * message, stopping a person from sending. Reports themselves are in reports.ts.
 */

export type RemovalRefusal = 'missing' | 'alreadyRemoved';

/**
 * The admin removes a message: its words are emptied for good and removed_at set (the trigger
 * of migration 0011 tells both people live). Any message; the admin finds them through
 * reported conversations (the Reports page). Answered as the admin sees it.
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
