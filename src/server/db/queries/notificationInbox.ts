import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UnreadCounts } from '../../../shared/schemas/conversation';
import {
  type Notification,
  NotificationDataSchemas,
  NotificationSchema,
  type NotificationsPage,
} from '../../../shared/schemas/notification';
import type { Database } from '../client';
import { notifications, users } from '../schema';

/**
 * The Notifications page and the badges: always the caller's own rows, found through the e-mail
 * the access token names (inside each statement, so no read comes first). Someone else's
 * notification reads exactly as one that does not exist.
 */

const idOfEmail = (email: string) =>
  sql`(select ${users.id} from ${users} where ${users.email} = ${email.toLowerCase()})`;
const ownedBy = (email: string) => eq(notifications.userId, idOfEmail(email));

/**
 * A notification as its person sees it. `data` is jsonb, so its shape is checked here against
 * its kind's schema: a row written outside insertNotifications cannot reach a page unchecked.
 */
function toNotification(
  row: Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'data' | 'readAt' | 'createdAt'>,
): Notification {
  return NotificationSchema.parse({
    _id: row.id,
    kind: row.kind,
    data: NotificationDataSchemas[row.kind].parse(row.data),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  });
}

/**
 * Newest first, a page at a time, by the notifications_by_user_newest_idx keyset (user_id, seq):
 * `before` is the id of the last page's last notification. A `before` that is not one of the
 * caller's makes the comparison null, so the page is empty rather than someone else's.
 */
export async function listNotifications(
  db: Database,
  email: string,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<NotificationsPage> {
  const olderThanCursor =
    before === undefined
      ? undefined
      : sql`${notifications.seq} < (select cursor.seq from ${notifications} cursor
          where cursor.id = ${before} and cursor.user_id = ${notifications.userId})`;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(email), olderThanCursor))
    .orderBy(desc(notifications.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    next: rows.length > limit && last ? last.id : null,
  };
}

/** How many of the caller's notifications are unread (the partial index of unread ones). */
async function unreadNotifications(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownedBy(email), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of the caller's notifications read (opening it), then answers how many are still
 * unread; undefined when the caller has no notification with that id. Reading one twice is
 * harmless: the second finds it read and changes nothing.
 */
export async function markNotificationRead(
  db: Database,
  email: string,
  id: string,
): Promise<{ unread: number } | undefined> {
  const [found] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), ownedBy(email)))
    .returning({ id: notifications.id });
  if (!found) return undefined;
  return { unread: await unreadNotifications(db, email) };
}

/** 'Mark all read': every unread notification of the caller, in one statement. */
export async function markAllNotificationsRead(
  db: Database,
  email: string,
): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(email), isNull(notifications.readAt)));
  return { unread: await unreadNotifications(db, email) };
}

/**
 * The badges, in one query. Unread messages: the other person's messages, not removed, after the
 * caller's read mark, over the conversations where the caller is the buyer and those where they
 * are the seller (two branches, so each uses its own per-person index, and each conversation's
 * messages are a range of messages_by_conversation_idx).
 */
export async function unreadCounts(db: Database, email: string): Promise<UnreadCounts> {
  const { rows } = (await db.execute(sql`
    with me as (select id from users where email = ${email.toLowerCase()}),
    mine as (
      select c.id, c.buyer_read_seq as read_seq from conversations c
       where c.buyer_id = (select id from me)
      union all
      select c.id, c.seller_read_seq from conversations c
       where c.seller_id = (select id from me))
    select
      (select count(*)::int from mine
         join messages m on m.conversation_id = mine.id and m.seq > mine.read_seq
        where m.sender_id <> (select id from me) and m.removed_at is null) as messages,
      (select count(*)::int from notifications n
        where n.user_id = (select id from me) and n.read_at is null) as notifications`)) as unknown as {
    rows: UnreadCounts[];
  };
  const [counts] = rows;
  return counts ?? { messages: 0, notifications: 0 };
}
