import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { NotificationKind } from '../../../shared/schemas/notification';
import type { Database } from '../client';
import { notifications } from '../schema';

/**
 * The e-mail outbox is the notifications table (docs/decisions/0033-mail-outbox.md): a row is
 * `pending` until its mail is sent, skipped or given up on. Any number of server copies send
 * from it; a claim leases rows, so two copies never hold the same row at once.
 */

/** A pending notification a sender has leased, with what the mail needs of its person. */
export interface ClaimedMail {
  id: string;
  kind: NotificationKind;
  data: unknown;
  /** This claim's number: attempts so far, this one included. The lease's fencing token. */
  attempt: number;
  email: string;
  name: string;
  language: Language | null;
  emailNotifications: boolean;
  /** Whether the identity provider had verified the address at the person's last sign-in. */
  emailVerified: boolean;
}

export interface ClaimOptions {
  /** At most this many rows. */
  limit: number;
  /** How long the rows are ours: nobody else takes them before, anyone may after. */
  leaseSeconds: number;
}

/**
 * Takes up to `limit` due pending rows, oldest due first, in one statement: rows another sender
 * has locked are passed over (SKIP LOCKED), and each taken row's next attempt moves to the end of
 * the lease and its attempt count goes up. So once the statement commits, no other copy takes
 * the row until the lease ends, and a sender that dies mid-send gives it back by then; a crash
 * counts as an attempt, so a mail that kills its sender is not tried for ever.
 */
export async function claimDueMails(
  db: Database,
  { limit, leaseSeconds }: ClaimOptions,
): Promise<ClaimedMail[]> {
  const { rows } = (await db.execute(sql`
    with due as (
      select id from notifications
       where email_status = 'pending' and email_next_attempt_at <= now()
       order by email_next_attempt_at
       limit ${limit}
       for update skip locked)
    update notifications n
       set email_next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
           email_attempts = n.email_attempts + 1
      from due, users u
     where n.id = due.id and u.id = n.user_id
    returning n.id, n.kind, n.data, n.email_attempts as attempt, u.email, u.name, u.language,
              u.email_notifications as "emailNotifications", u.email_verified as "emailVerified"`)) as unknown as {
    rows: ClaimedMail[];
  };
  return rows;
}

/**
 * Only while the row is still pending under this claim (`attempt`): a sender whose lease ran out
 * and whose row another sender took again leaves that sender's outcome alone.
 */
const stillOurs = (mail: Pick<ClaimedMail, 'id' | 'attempt'>) =>
  and(
    eq(notifications.id, mail.id),
    eq(notifications.emailStatus, 'pending'),
    eq(notifications.emailAttempts, mail.attempt),
  );

export async function markMailSent(db: Database, mail: ClaimedMail): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'sent', emailSentAt: sql`now()`, emailError: null })
    .where(stillOurs(mail));
}

/**
 * The person turned e-mail off, or their address is not verified (decided when sending, so the
 * latest choice and the latest sign-in count).
 */
export async function markMailSkipped(db: Database, mail: ClaimedMail): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'skipped', emailError: null })
    .where(stillOurs(mail));
}

/** The wait before the attempt after `attempt` failed ones: 1, 2, 4... minutes, at most 6 hours. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempt - 1), 6 * 3600);
}

/**
 * An attempt failed (`error` says how): tried again after retryDelaySeconds, or, at the last of
 * `maxAttempts`, `failed` for good. The row and its error stay, so nothing is lost silently.
 */
export async function markMailAttemptFailed(
  db: Database,
  mail: ClaimedMail,
  error: string,
  maxAttempts: number,
): Promise<'pending' | 'failed'> {
  const outcome = mail.attempt >= maxAttempts ? 'failed' : 'pending';
  await db
    .update(notifications)
    .set({
      emailStatus: outcome,
      emailError: error.slice(0, 1000),
      emailNextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempt)})`,
    })
    .where(stillOurs(mail));
  return outcome;
}
