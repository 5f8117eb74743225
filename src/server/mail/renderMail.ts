import { DEFAULT_LANGUAGE, type Language, LANGUAGE_TAGS } from '../../shared/languages';
import { type NotificationKind, NotificationDataSchemas } from '../../shared/schemas/notification';
import { MAIL_PATHS } from '../../shared/mailPaths';
import { type NotificationContent, pathOfNotification } from './links';
import { mailFrames, mailWords } from './mailTexts';

/** One notification's mail, ready for nodemailer. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailRecipient {
  name: string;
  /** The language they chose; null (never chosen) reads the product's default. */
  language: Language | null;
}

/** Every value that goes into the HTML, the fixed wording too, passes through here. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A stored notification as its kind's schema reads it. Throws on data that does not fit: the
 * sender records that as the attempt's error, so the row says what is wrong.
 */
export function notificationContent(kind: NotificationKind, data: unknown): NotificationContent {
  return { kind, data: NotificationDataSchemas[kind].parse(data) } as NotificationContent;
}

/**
 * The mail of one notification in its person's language: subject, plain text and HTML, each
 * linking to where it happened under `baseUrl` (PUBLIC_URL, or the server's own address) and to
 * the profile, where e-mail is turned off.
 */
export function renderMail(
  notification: NotificationContent,
  recipient: MailRecipient,
  baseUrl: string,
): RenderedMail {
  const language = recipient.language ?? DEFAULT_LANGUAGE;
  const words = mailWords[language](notification);
  const frame = mailFrames[language];
  const link = new URL(pathOfNotification(notification), baseUrl).href;
  const profile = new URL(MAIL_PATHS.profile, baseUrl).href;
  const greeting = frame.greeting(recipient.name);
  const [footerBefore, profileLabel, footerAfter] = frame.footer;

  const text = [
    greeting,
    ...words.lines,
    `${words.action}: ${link}`,
    '--',
    `${footerBefore}${profileLabel} (${profile})${footerAfter}`,
  ].join('\n\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#222">',
    paragraph(escapeHtml(greeting)),
    ...words.lines.map((line) => paragraph(escapeHtml(line))),
    paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a>`),
    '<hr>',
    `<p style="font-size:13px;color:#555">${escapeHtml(footerBefore)}` +
      `<a href="${escapeHtml(profile)}">${escapeHtml(profileLabel)}</a>${escapeHtml(footerAfter)}</p>`,
    '</body></html>',
  ].join('\n');

  // One line: a title or name with a line break must not end the header early.
  return { subject: words.subject.replace(/\s+/g, ' ').trim(), text, html };
}
