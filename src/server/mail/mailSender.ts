import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import {
  type ClaimedMail,
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  markMailSkipped,
} from '../db/queries/mailOutbox';
import { notificationContent, renderMail } from './renderMail';
import { domainOfAddress } from './transport';

/** How many rows one claim leases: small, so each is sent well within its lease. */
const BATCH_SIZE = 10;

export type MailConfig = Pick<
  AppConfig,
  'MAIL_FROM' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_LEASE_SECONDS' | 'PUBLIC_URL' | 'HOST' | 'PORT'
>;

export interface MailRound {
  sent: number;
  skipped: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** Links point at PUBLIC_URL, else at the server's own address (any-address hosts as localhost). */
export function mailBaseUrl(config: Pick<MailConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = ['0.0.0.0', '::', '[::]'].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/**
 * Sends the outbox's due mails (docs/decisions/0033-mail-outbox.md): claims a batch, sends each
 * in turn, records each outcome, and claims again until nothing is due. Every copy of the server
 * may run it at once: a claimed row is nobody else's until its lease ends.
 */
export function createMailSender(deps: {
  db: Database;
  transport: Transporter;
  config: MailConfig;
  /** Only warnings: a failed attempt. The plugin passes the app's logger. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, transport, config, log } = deps;
  const baseUrl = mailBaseUrl(config);
  const messageIdDomain = domainOfAddress(config.MAIL_FROM);

  async function sendOne(mail: ClaimedMail): Promise<keyof MailRound> {
    // Its sender died during this many attempts already (each claim counts one): give up.
    if (mail.attempt > config.MAIL_MAX_ATTEMPTS) {
      await markMailAttemptFailed(db, mail, 'gave up: no attempt finished', 0);
      return 'failed';
    }
    if (!mail.emailNotifications) {
      await markMailSkipped(db, mail);
      return 'skipped';
    }
    try {
      const rendered = renderMail(notificationContent(mail.kind, mail.data), mail, baseUrl);
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: { name: mail.name, address: mail.email },
        // The same for every attempt: a copy sent again after a crash is recognisably the same.
        messageId: `<${mail.id}@${messageIdDomain}>`,
        ...rendered,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markMailAttemptFailed(db, mail, reason, config.MAIL_MAX_ATTEMPTS);
      log.warn({ notification: mail.id, attempt: mail.attempt, err: error }, 'mail not sent');
      return outcome === 'failed' ? 'failed' : 'retrying';
    }
    await markMailSent(db, mail);
    return 'sent';
  }

  async function sendDueMails(): Promise<MailRound> {
    const round: MailRound = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await claimDueMails(db, {
        limit: BATCH_SIZE,
        leaseSeconds: config.MAIL_LEASE_SECONDS,
      });
      for (const mail of claimed) round[await sendOne(mail)] += 1;
      if (claimed.length < BATCH_SIZE) return round;
    }
  }

  return { sendDueMails };
}

export type MailSender = ReturnType<typeof createMailSender>;
