import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

/**
 * The SMTP connection of SMTP_URL (nodemailer reads user, password, port and smtps:// from it).
 * Its timeouts are shorter than nodemailer's (up to ten minutes of silence), so that a stuck
 * server fails the attempt well within MAIL_LEASE_SECONDS rather than outliving the lease.
 */
export function createMailTransport(
  smtpUrl: string,
  leaseSeconds: AppConfig['MAIL_LEASE_SECONDS'],
): Transporter {
  const limitMs = Math.min(60_000, Math.max(5_000, (leaseSeconds * 1000) / 4));
  return createTransport({
    url: smtpUrl,
    connectionTimeout: limitMs,
    greetingTimeout: limitMs,
    socketTimeout: limitMs,
  });
}

/** The domain of MAIL_FROM ('Used Books <no-reply@books.example>': books.example). */
export function domainOfAddress(from: string): string {
  const match = /@([^@\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
