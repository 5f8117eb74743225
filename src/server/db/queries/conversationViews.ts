import { eq, type SQL, sql } from 'drizzle-orm';
import type { Conversation } from '../../../shared/schemas/conversation';
import type { Database } from '../client';
import { type ConversationViewRow, toConversation } from './conversationMappers';
import { conversations, messages, reports, users } from '../schema';

/**
 * Who reads or writes conversations, and conversations and messages as a reader sees them
 * (shared/schemas/conversation.ts). Always found from the access token's e-mail, so a request
 * can never name someone else as its reader.
 */

/** The signed-in person: their id, the name others see, and whether the admin stopped them. */
export interface Reader {
  id: string;
  name: string;
  blocked: boolean;
}

export async function readerOf(db: Database, email: string): Promise<Reader | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, blockedAt: users.messagingBlockedAt })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row && { id: row.id, name: row.name, blocked: row.blockedAt !== null };
}

/**
 * Either of its two people; with `adminReads`, also anyone once someone reported the conversation
 * (an open or a resolved report: the admin may look back).
 */
export function readableBy(readerId: string, { adminReads = false } = {}): SQL {
  const reported = adminReads
    ? sql` or exists (select 1 from ${reports} where ${reports.conversationId} = ${conversations.id})`
    : sql``;
  return sql`(${conversations.buyerId} = ${readerId}::uuid or ${conversations.sellerId} = ${readerId}::uuid${reported})`;
}

/**
 * The conversations with these ids as `readerId` sees them, in the order of `ids`. The other
 * person is the seller for the buyer and the buyer for the seller; an admin reading a reported
 * conversation (neither of the two) sees it from the buyer's side, read only: nothing unread,
 * and sending_blocked, since the admin does not write in other people's conversations.
 */
export async function conversationViews(
  db: Database,
  readerId: string,
  ids: readonly string[],
): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const me = sql`${readerId}::uuid`;
  const { rows } = (await db.execute(sql`
    select c.id, c.listing_id, c.book_title, c.book_img, c.created_at, c.last_message_at,
      exists (select 1 from reports rp where rp.conversation_id = c.id and rp.resolved_at is null
        and (rp.reporter_id = ${me} or ${me} not in (c.buyer_id, c.seller_id))) as reported,
      c.buyer_id = ${me} as reader_is_buyer, c.seller_id = ${me} as reader_is_seller,
      o.id as other_id, o.name as other_name, o.img as other_img,
      r.messaging_blocked_at is not null as sending_blocked,
      lm.body as last_body, lm.removed_at is not null as last_removed,
      lm.sender_id = ${me} as last_mine, lm.created_at as last_created_at,
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_id <> ${me} and m.removed_at is null
          and m.seq > case when c.seller_id = ${me} then c.seller_read_seq
                           else c.buyer_read_seq end) as unread
    from conversations c
    join users o on o.id = case when c.seller_id = ${me} then c.buyer_id else c.seller_id end
    join users r on r.id = ${me}
    left join lateral (
      select body, removed_at, sender_id, created_at from messages m
       where m.conversation_id = c.id order by m.seq desc limit 1) lm on true
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`)) as unknown as { rows: ConversationViewRow[] };
  const byId = new Map(rows.map((row) => [row.id, toConversation(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A message row with its sender's name, as the message queries select it. */
export const messageColumns = {
  id: messages.id,
  seq: messages.seq,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderName: users.name,
  body: messages.body,
  removedAt: messages.removedAt,
  createdAt: messages.createdAt,
  offerId: messages.offerId,
  offerEvent: messages.offerEvent,
  offerAmount: messages.offerAmount,
};
