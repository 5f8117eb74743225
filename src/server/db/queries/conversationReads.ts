import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type {
  Conversation,
  ConversationsPage,
  MessagesPage,
} from '../../../shared/schemas/conversation';
import { IdSchema } from '../../../shared/schemas/common';
import type { Database } from '../client';
import { conversations, messages, notifications, users } from '../schema';
import { toMessage } from './conversationMappers';
import { conversationViews, messageColumns, readableBy, type Reader } from './conversationViews';

/**
 * The Messages page: the reader's conversations, one conversation, its messages, and the read
 * mark. Someone else's conversation reads exactly as one that does not exist (undefined).
 */

/**
 * Where the next page of conversations starts: the last one's activity time (microseconds, as
 * PostgreSQL keeps it) and id. The time travels in the cursor, not only the id, because a
 * conversation moves to the top when a message arrives: the page after it must not move along.
 */
const CursorSchema = z.strictObject({ t: z.string().regex(/^\d{1,17}$/), i: IdSchema });
type Cursor = z.infer<typeof CursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const micros = sql<string>`(extract(epoch from last_message_at) * 1000000)::bigint::text`;

/**
 * Newest activity first, as buyer and as seller: two ranges of their per-person indexes, merged.
 * A `before` the server did not make is an empty last page (nothing of anyone's is shown).
 */
export async function listConversations(
  db: Database,
  reader: Reader,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<ConversationsPage> {
  const cursor = before === undefined ? undefined : decodeCursor(before);
  if (before !== undefined && !cursor) return { items: [], next: null };
  const after = cursor
    ? sql`and (last_message_at, id) < (timestamptz 'epoch' + ${cursor.t}::bigint * interval '1 microsecond', ${cursor.i}::uuid)`
    : sql``;
  const side = (column: 'buyer_id' | 'seller_id') => sql`(select id, last_message_at
      from conversations where ${sql.identifier(column)} = ${reader.id}::uuid ${after}
      order by last_message_at desc, id desc limit ${limit + 1})`;
  const { rows } = (await db.execute(sql`
    select id, ${micros} as micros from (${side('buyer_id')} union all ${side('seller_id')}) c
     order by last_message_at desc, id desc limit ${limit + 1}`)) as unknown as {
    rows: { id: string; micros: string }[];
  };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await conversationViews(
      db,
      reader.id,
      page.map((row) => row.id),
    ),
    next: rows.length > limit && last ? encodeCursor({ t: last.micros, i: last.id }) : null,
  };
}

/** One conversation of the reader's (or, for the admin, a reported one). */
export async function findConversation(
  db: Database,
  reader: Reader,
  conversationId: string,
  { adminReads = false } = {},
): Promise<Conversation | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), readableBy(reader.id, { adminReads })));
  if (!found) return undefined;
  return (await conversationViews(db, reader.id, [found.id]))[0];
}

/** The reader's conversation as the buyer of a listing: the book page's 'Ask the seller'. */
export async function findConversationAboutListing(
  db: Database,
  reader: Reader,
  listingId: string,
): Promise<Conversation | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, reader.id)));
  if (!found) return undefined;
  return (await conversationViews(db, reader.id, [found.id]))[0];
}

/**
 * The newest `limit` messages older than `before`, answered oldest to newest; `next` is the
 * oldest one's number, the `before` of the page of older ones. Undefined when the reader may
 * not read the conversation.
 */
export async function listMessages(
  db: Database,
  reader: Reader,
  conversationId: string,
  {
    limit,
    before,
    adminReads = false,
  }: { limit: number; before?: number | undefined; adminReads?: boolean },
): Promise<MessagesPage | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), readableBy(reader.id, { adminReads })));
  if (!found) return undefined;
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before === undefined ? undefined : lt(messages.seq, before),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  const oldest = page[0];
  return {
    items: page.map((row) => toMessage(row, reader.id)),
    next: rows.length > limit && oldest ? Number(oldest.seq) : null,
  };
}

/**
 * The reader has seen the messages up to `seq`: their mark moves forward only, never past the
 * newest message; their unread new_message notifications of the conversation are read with it.
 * Lock order (see conversations.ts): the conversation's row first, as sending does; then those
 * notification rows, then the reader's event counter (both triggers), as 'Mark all read' takes
 * rows before the counter. Marking the read first would hold the counter while waiting for a row.
 */
export async function markConversationRead(
  db: Database,
  reader: Reader,
  conversationId: string,
  seq: number,
): Promise<Conversation | undefined> {
  const marked = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: conversations.id, buyerId: conversations.buyerId })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), readableBy(reader.id)))
      .for('update');
    if (!found) return false;
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, reader.id),
          eq(notifications.kind, 'new_message'),
          sql`${notifications.readAt} is null`,
          sql`${notifications.data}->>'conversation_id' = ${conversationId}`,
        ),
      );
    const newest = sql`(select coalesce(max(${messages.seq}), 0) from ${messages}
      where ${messages.conversationId} = ${conversationId}::uuid)`;
    const moved = (mark: AnyPgColumn) => sql`greatest(${mark}, least(${seq}::bigint, ${newest}))`;
    await tx
      .update(conversations)
      .set(
        found.buyerId === reader.id
          ? { buyerReadSeq: moved(conversations.buyerReadSeq) }
          : { sellerReadSeq: moved(conversations.sellerReadSeq) },
      )
      .where(eq(conversations.id, conversationId));
    return true;
  });
  if (!marked) return undefined;
  return (await conversationViews(db, reader.id, [conversationId]))[0];
}
