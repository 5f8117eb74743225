import { once, EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the mail tests (smtp-server on a free loopback port): the product's
 * nodemailer talks SMTP to it as to any mail server, and it keeps each mail it accepted, decoded
 * enough to check what a reader would see. It can refuse mails (a 4xx or 5xx answer to DATA),
 * and a hook can act while a mail's data has arrived but is not yet accepted.
 */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** Answer DATA with this code (e.g. 451, 550) instead of accepting, until set back to null. */
  refuseWith(code: number | null): void;
  /**
   * Runs when a mail's data is in, before the answer; if it throws, the mail is not accepted.
   * The crash test kills the sender there: it dies before the server said the mail was taken.
   */
  beforeAccept: (() => Promise<void>) | undefined;
  /** Resolves when `count` mails in all have been accepted. */
  waitForMails(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusal: number | null = null;
  const inbox: SmtpInbox = {
    url: '',
    received,
    refuseWith: (code) => {
      refusal = code;
    },
    beforeAccept: undefined,
    waitForMails: async (count) => {
      while (received.length < count) await once(arrivals, 'mail');
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    // Plain SMTP on loopback, as a local relay: no TLS, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = async () => {
          if (inbox.beforeAccept) await inbox.beforeAccept();
          if (refusal !== null) {
            const error = Object.assign(new Error(`refused by the test (${refusal})`), {
              responseCode: refusal,
            });
            throw error;
          }
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          received.push({ to, ...parseMail(Buffer.concat(chunks).toString('latin1')) });
          arrivals.emit('mail');
        };
        answer().then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Then a sender that breaks its connection (the crash test kills one mid-mail) is reported
  // here; without a listener that would end the test run. The inbox goes on, as a mail server does.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  inbox.url = `smtp://127.0.0.1:${port}`;
  return inbox;
}

/** RFC 2047 words (=?UTF-8?B?...?= or ?Q?), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8');
  return text.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** Headers, subject, and the text and HTML parts of a (multipart/alternative) mail. */
function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitEntity(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const entity of entities) {
    const type = (entity.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decodeBody(entity.headers, entity.body);
  }
  const decoded = new Map([...headers].map(([name, value]) => [name, decodeHeader(value)]));
  return {
    headers: decoded,
    subject: decoded.get('subject') ?? '',
    messageId: decoded.get('message-id') ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
