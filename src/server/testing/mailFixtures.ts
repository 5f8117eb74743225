import { desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { Database } from '../db/client';
import { insertNotifications, type NewNotification } from '../db/queries/notifications';
import { notifications, users } from '../db/schema';
import { createMailSender, type MailConfig } from '../mail/mailSender';
import { createMailTransport } from '../mail/transport';
import { addUser } from './listingFixtures';

/** Test helpers of the e-mail outbox (docs/decisions/0033-mail-outbox.md). */

let people = 0;
/**
 * A new person who reads `language` (null: never chose) with e-mail on or off, whose address
 * the identity provider has verified unless `emailVerified` says not.
 */
export async function addReader(
  db: Database,
  language: Language | null,
  emailNotifications = true,
  emailVerified = true,
): Promise<{ id: string; email: string; name: string }> {
  people += 1;
  const email = `reader-${people}-${Math.random().toString(36).slice(2, 8)}@mail.example`;
  const name = `Reader ${people}`;
  await addUser(db, email, name, 'seller');
  const [row] = await db
    .update(users)
    .set({ language, emailNotifications, emailVerified })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { id: row!.id, email, name };
}

/** Writes one notification as the product's writers do; answers its id. */
export async function notify(db: Database, notification: NewNotification): Promise<string> {
  await insertNotifications(db, [notification]);
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, notification.userId))
    .orderBy(desc(notifications.seq))
    .limit(1);
  return row!.id;
}

/** Nothing earlier tests left pending is sent: each test's mails are its own. */
export async function settleOutbox(db: Database): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'skipped' })
    .where(eq(notifications.emailStatus, 'pending'));
}

/** The next attempt of every pending row is now, as if its wait (or lease) had passed. */
export async function makeAllDue(db: Database): Promise<void> {
  await db
    .update(notifications)
    .set({ emailNextAttemptAt: sql`now()` })
    .where(eq(notifications.emailStatus, 'pending'));
}

/** Where one notification's mail stands. */
export async function outboxRow(db: Database, id: string) {
  const [row] = await db
    .select({
      status: notifications.emailStatus,
      attempts: notifications.emailAttempts,
      error: notifications.emailError,
      sentAt: notifications.emailSentAt,
      dueInSeconds: sql<number>`extract(epoch from ${notifications.emailNextAttemptAt} - now())::float8`,
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row!;
}

/** A sender as a server copy runs it, on `db`, through SMTP at `smtpUrl`. */
export function mailSenderFor(db: Database, config: MailConfig, smtpUrl: string) {
  const transport = createMailTransport(smtpUrl, config.MAIL_LEASE_SECONDS);
  const sender = createMailSender({ db, transport, config, log: { warn: () => undefined } });
  return { ...sender, close: () => transport.close() };
}
