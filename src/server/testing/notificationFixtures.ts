import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertNotifications } from '../db/queries/notifications';
import { notifications } from '../db/schema';
import { BUYER, userId } from './listingFixtures';

/**
 * Test helpers of the notification routes: a notification written as the writers write them,
 * and a person's notifications as stored, newest first.
 */

/** An unread order_cancelled notification of `email` (the buyer's kind), answering its id. */
export async function addNotification(db: Database, email = BUYER): Promise<string> {
  const userIdOfEmail = await userId(db, email);
  await insertNotifications(db, [
    {
      userId: userIdOfEmail,
      kind: 'order_cancelled',
      data: {
        order_id: '00000000-0000-4000-8000-000000000001',
        listing_id: null,
        book_title: 'Fixture Book',
        reason: 'expired',
      },
    },
  ]);
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userIdOfEmail))
    .orderBy(desc(notifications.seq))
    .limit(1);
  return row!.id;
}

/** Everything stored for `email`, newest first: kind, data and whether it was read. */
export async function notificationsOf(db: Database, email: string) {
  const rows = await db
    .select({ kind: notifications.kind, data: notifications.data, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, await userId(db, email)))
    .orderBy(desc(notifications.seq));
  return rows.map(({ readAt, ...row }) => ({ ...row, read: readAt !== null }));
}
