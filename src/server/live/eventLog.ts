import { and, asc, eq, gt, min, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../shared/schemas/liveEvents';
import type { Database } from '../db/client';
import { userEventCounters, userEvents, users } from '../db/schema';

/**
 * The per-person event log the live stream reads (migration 0011 writes it from triggers). The
 * table is the truth: a stream only ever sends rows it read here, in seq order, after the last
 * seq it sent, so a notification lost or doubled on the way changes nothing.
 */

export interface LoggedEvent {
  seq: number;
  event: LiveEvent;
}

type EventRow = typeof userEvents.$inferSelect;

/** The LiveEvent a row stands for; the row has every id its kind carries. */
export function toLiveEvent(
  row: Pick<EventRow, 'kind' | 'conversationId' | 'messageId' | 'notificationId'>,
): LiveEvent {
  switch (row.kind) {
    case 'message':
      return { kind: 'message', conversation_id: row.conversationId!, message_id: row.messageId! };
    case 'read':
      return { kind: 'read', conversation_id: row.conversationId! };
    case 'notification':
      return { kind: 'notification', notification_id: row.notificationId! };
    case 'notifications_read':
      return { kind: 'notifications_read' };
    default:
      throw new Error(`user_events row of unknown kind ${row.kind}`);
  }
}

/** At most `limit` of the person's events after `afterSeq`, oldest first (the primary key). */
export async function readEventsAfter(
  db: Database,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<LoggedEvent[]> {
  const rows = await db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.seq, afterSeq)))
    .orderBy(asc(userEvents.seq))
    .limit(limit);
  return rows.map((row) => ({ seq: row.seq, event: toLiveEvent(row) }));
}

/** The id of the account an access token names, or undefined when it has no row. */
export async function userIdOfEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row?.id;
}

export interface LogBounds {
  /** The person's last event number (0 before their first event); pruning never lowers it. */
  newest: number;
  /** The first event still kept, or null when every one was pruned (or none written). */
  oldestKept: number | null;
}

export async function logBounds(db: Database, userId: string): Promise<LogBounds> {
  const [counter] = await db
    .select({ lastSeq: userEventCounters.lastSeq })
    .from(userEventCounters)
    .where(eq(userEventCounters.userId, userId));
  const [kept] = await db
    .select({ oldest: min(userEvents.seq) })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  const oldest = kept?.oldest;
  return { newest: counter?.lastSeq ?? 0, oldestKept: oldest == null ? null : Number(oldest) };
}

/**
 * Whether a client that got every event up to `cursor` can be caught up from the log: it cannot
 * when events after it were pruned, or when the cursor is beyond the newest (another database's).
 */
export function canCatchUp(cursor: number, { newest, oldestKept }: LogBounds): boolean {
  if (cursor > newest) return false;
  if (cursor === newest) return true;
  return oldestKept !== null && oldestKept <= cursor + 1;
}

/** Deletes the events older than `days`; answers how many. Idempotent, one statement. */
export async function pruneEventsOlderThan(db: Database, days: number): Promise<number> {
  const result = (await db.execute(sql`
    with pruned as (
      delete from ${userEvents}
       where ${userEvents.createdAt} < now() - make_interval(days => ${days}::int)
      returning 1
    )
    select count(*)::int as removed from pruned`)) as unknown as { rows: { removed: number }[] };
  return result.rows[0]?.removed ?? 0;
}
