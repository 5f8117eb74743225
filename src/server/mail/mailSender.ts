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
import { notificationContent, type RenderedMail, renderMail } from './renderMail';
import { domainOfAddress } from './transport';

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
 * An error of the connection (refused, timed out, TLS) rather than the server's answer about this
 * mail (a 4xx or 5xx, which carries responseCode): the next mail would fare no better now.
 */
const serverUnreachable = (error: unknown) =>
  !(error instanceof Error && 'responseCode' in error && typeof error.responseCode === 'number');

/**
 * Sends the outbox's due mails (docs/decisions/0033-mail-outbox.md), one claim at a time: a
 * claimed row is being sent right now, so its lease only has to outlast one send. Every copy of
 * the server may run it at once: a claimed row is nobody else's until its lease ends.
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

  let stopped = false;

  async function failedAttempt(mail: ClaimedMail, error: unknown): Promise<keyof MailRound> {
    const reason = error instanceof Error ? error.message : String(error);
    const outcome = await markMailAttemptFailed(db, mail, reason, config.MAIL_MAX_ATTEMPTS);
    log.warn({ notification: mail.id, attempt: mail.attempt, err: error }, 'mail not sent');
    return outcome === 'failed' ? 'failed' : 'retrying';
  }

  /** The outcome, and whether the mail server could not be reached at all. */
  async function sendOne(mail: ClaimedMail): Promise<[keyof MailRound, boolean?]> {
    // Its sender died during this many attempts already (each claim counts one): give up.
    if (mail.attempt > config.MAIL_MAX_ATTEMPTS) {
      await markMailAttemptFailed(db, mail, 'gave up: no attempt finished', 0);
      return ['failed'];
    }
    // An address nobody has shown to be theirs gets nothing: anyone may sign up with a
    // stranger's, and then order from or write to themselves to have us mail that stranger.
    if (!mail.emailNotifications || !mail.emailVerified) {
      await markMailSkipped(db, mail);
      return ['skipped'];
    }
    let rendered: RenderedMail;
    try {
      rendered = renderMail(notificationContent(mail.kind, mail.data), mail, baseUrl);
    } catch (error) {
      return [await failedAttempt(mail, error)];
    }
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: { name: mail.name, address: mail.email },
        // The same for every attempt: a copy sent again after a crash is recognisably the same.
        messageId: `<${mail.id}@${messageIdDomain}>`,
        ...rendered,
      });
    } catch (error) {
      return [await failedAttempt(mail, error), serverUnreachable(error)];
    }
    await markMailSent(db, mail);
    return ['sent'];
  }

  /**
   * Sends until nothing is due, the mail server cannot be reached (the other mails wait for the
   * next round, no attempt spent), or stop() was called.
   */
  async function sendDueMails(): Promise<MailRound> {
    const round: MailRound = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
    while (!stopped) {
      const [mail] = await claimDueMails(db, { limit: 1, leaseSeconds: config.MAIL_LEASE_SECONDS });
      if (!mail) break;
      const [outcome, unreachable] = await sendOne(mail);
      round[outcome] += 1;
      if (unreachable) break;
    }
    return round;
  }

  /** Ends the round under way after its current mail (the server is closing). */
  const stop = () => {
    stopped = true;
  };

  return { sendDueMails, stop };
}

export type MailSender = ReturnType<typeof createMailSender>;
