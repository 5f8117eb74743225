import type { NotificationData, NotificationKind } from '../../../shared/schemas/notification';
import type { Database } from '../client';
import { notifications } from '../schema';

/** One notification to write: to whom, what kind, and what it says (shared schema of its kind). */
export type NewNotification = {
  [K in NotificationKind]: { userId: string; kind: K; data: NotificationData<K> };
}[NotificationKind];

/**
 * Writes notifications, inside the caller's transaction when given one (`db` may be a `tx`), so
 * a change and what it tells people commit together (the outbox of docs/decisions/0033). The
 * rows go in the order of their person's id: each insert takes its person's event counter lock
 * (migration 0011), and one lock order everywhere keeps two such transactions from deadlocking.
 */
export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  const ordered = [...rows].sort((a, b) =>
    a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0,
  );
  await db
    .insert(notifications)
    .values(ordered.map(({ userId, kind, data }) => ({ userId, kind, data })));
}
