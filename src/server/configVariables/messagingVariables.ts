import { z } from 'zod';
import { documented, type VariableGroup } from './documented';

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The live stream each open page holds (GET /api/events). */
export const LIVE_VARIABLES = {
  title: 'Live events',
  variables: {
    LIVE_KEEPALIVE_SECONDS: documented(wholeNumber(1, 300, 25), {
      description:
        'A comment line on every open live stream this often, so proxies and load balancers do ' +
        'not close it as idle (most give up after 30 to 60 seconds of silence).',
    }),
    LIVE_STREAMS_PER_PERSON: documented(wholeNumber(1, 100, 10), {
      description:
        'Open live streams one person may hold on a server copy (one per open page or app). ' +
        'Opening one more closes their oldest, which is told so (`event: superseded`) and waits ' +
        'until its page is shown again before it reconnects.',
    }),
    LIVE_EVENT_RETENTION_DAYS: documented(wholeNumber(1, 365, 7), {
      description:
        'How long live events are kept for clients that reconnect; a client whose missed events ' +
        'are gone gets a `reset` event.',
    }),
    LIVE_EVENT_SWEEP_MINUTES: documented(wholeNumber(0, 1440, 60), {
      description:
        'How often each server copy deletes live events past their retention (one copy at a ' +
        'time); `0`: never on a timer.',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;

/** Notifications by e-mail, sent from the notifications table as an outbox. */
export const MAIL_VARIABLES = {
  title: 'E-mail',
  about:
    'Without `SMTP_URL` the server sends no e-mail (it says so once at start) and the ' +
    'notifications wait in the outbox; `npm start` and `npm run dev` then run a local inbox on ' +
    '127.0.0.1:`DEV_INBOX_PORT` and save each mail as `DATA_DIR/mail/<time>-<recipient>.eml` ' +
    '(decision 0033).',
  variables: {
    SMTP_URL: documented(
      z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
      {
        description:
          "The mail provider's SMTP server: `smtps://user:password@host:465` (TLS from the " +
          'start) or `smtp://user:password@host:587` (STARTTLS when offered).',
        example: 'smtps://user:password@smtp.example.com:465',
      },
    ),
    MAIL_FROM: documented(
      z
        .string()
        .trim()
        .regex(/@[^@\s>]+>?$/, 'must be an address, e.g. Used Books <no-reply@example.com>')
        .default('Used Books <no-reply@usedbooks.example>'),
      {
        description:
          'The From of every mail, an address the provider lets you send from; its domain also ' +
          "names each mail's Message-ID.",
      },
    ),
    MAIL_MAX_ATTEMPTS: documented(wholeNumber(1, 50, 8), {
      description:
        'Tries per mail, the first included (1, 2, 4... minutes apart), before its ' +
        "notification's e-mail is marked failed.",
    }),
    MAIL_POLL_SECONDS: documented(wholeNumber(0, 3600, 5), {
      description:
        'How often each server copy sends the mails due (cheap: a partial index of pending ' +
        'rows); `0`: never on a timer.',
    }),
    MAIL_LEASE_SECONDS: documented(wholeNumber(1, 86_400, 300), {
      description:
        'How long a copy holds the mails it took: another copy (or this one after a crash) ' +
        'takes them again only after this, so it must exceed the slowest send (nodemailer ' +
        'gives up after about 2 minutes).',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
