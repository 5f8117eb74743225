import { MAIL_PATHS } from '../../shared/mailPaths';
import { CANCELLATION_REASONS } from '../../shared/schemas/notification';
import { REPORT_OUTCOMES, REPORT_TARGET_KINDS } from '../../shared/schemas/report';
import type { NotificationContent } from './links';
import { notificationContent, renderMail } from './renderMail';

const ID = '00000000-0000-4000-8000-000000000001';
const order = { order_id: ID, listing_id: ID, book_title: 'পথের পাঁচালী' };

/** Every kind, each cancellation reason too, with Bangla values (names and titles). */
const EVERY_NOTIFICATION: NotificationContent[] = [
  { kind: 'book_ordered', data: { ...order, buyer_name: 'করিম' } },
  { kind: 'order_paid', data: { ...order, buyer_name: 'করিম', meeting_place: 'টিএসসি' } },
  ...CANCELLATION_REASONS.map((reason): NotificationContent => ({
    kind: 'order_cancelled',
    data: { ...order, reason },
  })),
  { kind: 'seller_verified', data: {} },
  { kind: 'new_message', data: { conversation_id: ID, book_title: 'দেবদাস', sender_name: 'রহিম' } },
  { kind: 'new_review', data: { review_id: ID, seller_id: ID, rating: 5, book_title: 'দেবদাস' } },
];

/** Reports and listing approval: each outcome and kind of thing, with a hostile title. */
const TITLE = 'দেবদাস\r\nBcc: x@y';
const MODERATION_NOTIFICATIONS: NotificationContent[] = [
  ...REPORT_TARGET_KINDS.flatMap((target_kind): NotificationContent[] => [
    { kind: 'report_received', data: { report_id: ID, target_kind } },
    ...REPORT_OUTCOMES.flatMap((outcome): NotificationContent[] => [
      {
        kind: 'report_resolved',
        data: {
          target_kind,
          outcome,
          title: TITLE,
          listing_id: target_kind === 'listing' ? ID : null,
          seller_id: target_kind === 'review' ? ID : null,
          conversation_id: target_kind === 'conversation' ? ID : null,
        },
      },
      {
        kind: 'report_outcome',
        data: { target_kind, outcome, title: TITLE, conversation_id: null },
      },
    ]),
  ]),
  { kind: 'listing_approval', data: { listing_id: ID, book_title: TITLE, approved: true } },
  { kind: 'listing_approval', data: { listing_id: null, book_title: TITLE, approved: false } },
];

/** Each step of an offer as its other person is told it, with a Bangla title. */
const OFFER_NOTIFICATIONS: NotificationContent[] = (
  [
    ['made', 'seller'],
    ['countered', 'buyer'],
    ['accepted', 'buyer'],
    ['accepted', 'seller'],
    ['declined', 'buyer'],
    ['declined', 'seller'],
    ['expired', 'buyer'],
  ] as const
).map(([event, to]) => ({
  kind: 'offer_changed',
  data: {
    offer_id: ID,
    conversation_id: ID,
    listing_id: ID,
    book_title: 'দেবদাস',
    event,
    amount: 1250,
    to,
  },
}));

const BASE = 'https://books.example';
const withoutLinks = (text: string) => text.replace(/https:\/\/\S+/g, '');

describe('renderMail', () => {
  const titled = [...EVERY_NOTIFICATION, ...MODERATION_NOTIFICATIONS, ...OFFER_NOTIFICATIONS].map(
    (n) => [`${n.kind}${'reason' in n.data ? ` (${n.data.reason})` : ''}`, n] as const,
  );
  it.each(titled)('writes %s in Bangla with no English left, and in English', (_, notification) => {
    const bn = renderMail(notification, { name: 'সুমি', language: 'bn' }, BASE);
    // The hostile title's own Latin letters are the only ones.
    const bangla = withoutLinks(`${bn.subject}\n${bn.text}`).replaceAll('Bcc: x@y', '');
    expect(bangla).not.toMatch(/[A-Za-z]/);
    expect(bn.html).toContain('<html lang="bn-BD">');

    const en = renderMail(notification, { name: 'Sumi', language: 'en' }, BASE);
    expect(en.text.startsWith('Hello Sumi,')).toBe(true);
    expect(en.subject).not.toBe(bn.subject);
  });

  it('gives every kind its own subject, and every reason its own text', () => {
    const mails = EVERY_NOTIFICATION.map((n) =>
      renderMail(n, { name: 'Sumi', language: 'en' }, BASE),
    );
    const kinds = new Set(EVERY_NOTIFICATION.map((n) => n.kind));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(kinds.size);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(mails.length);
  });

  it('names no book and no person in a subject: each kind has one fixed subject a language', () => {
    const bait = 'FREE MONEY <a href="http://phish.example/login">here</a>\r\nBcc: x@y';
    /** The same notification with every free text (titles, names, places) set to `text`. */
    const filledWith = (n: NotificationContent, text: string) =>
      ({
        ...n,
        data: Object.fromEntries(
          Object.entries(n.data).map(([key, value]) =>
            /_(title|name)$|place$/.test(key) ? [key, text] : [key, value],
          ),
        ),
      }) as NotificationContent;
    for (const language of ['en', 'bn'] as const) {
      for (const notification of EVERY_NOTIFICATION) {
        const reader = { name: 'Sumi', language };
        const plain = renderMail(filledWith(notification, 'Gitanjali'), reader, BASE);
        const baited = renderMail(filledWith(notification, bait), reader, BASE);
        expect(baited.subject).toBe(plain.subject);
        expect(baited.subject).not.toMatch(/phish|Gitanjali|পথের|দেবদাস|করিম|রহিম/);
        // The text still says which book, as a quotation, and the HTML escapes it.
        if ('book_title' in notification.data) {
          expect(baited.text).toContain('\u201cFREE MONEY');
          expect(baited.html).not.toContain('<a href="http://phish');
        }
      }
    }
    const english = (n: NotificationContent) =>
      renderMail(n, { name: 'Sumi', language: null }, BASE).subject;
    expect(EVERY_NOTIFICATION.map(english)).toEqual([
      'A buyer ordered your book',
      'A buyer paid for your book',
      'Your order was cancelled',
      'Your order was cancelled',
      'Your order was cancelled',
      'You are now a verified seller',
      'You have a new message',
      'You have a new review',
    ]);
  });

  it('keeps the title out of the subject of a report or an approval, in both languages', () => {
    for (const notification of MODERATION_NOTIFICATIONS) {
      for (const language of ['en', 'bn'] as const) {
        const mail = renderMail(notification, { name: 'Sumi', language }, BASE);
        expect(mail.subject).not.toMatch(/দেবদাস|Bcc/);
        // The admin's mail says what kind of thing was reported, nothing of it.
        if (notification.kind !== 'report_received') expect(mail.text).toContain('দেবদাস');
      }
    }
  });

  it('says each step of an offer in its own words, with the price, linked to the conversation', () => {
    for (const language of ['en', 'bn'] as const) {
      const mails = OFFER_NOTIFICATIONS.map((n) => renderMail(n, { name: 'Sumi', language }, BASE));
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(1);
      expect(new Set(mails.map((mail) => mail.text)).size).toBe(mails.length);
      for (const mail of mails) {
        expect(mail.text).toContain(language === 'en' ? 'TK 1,250' : '৳১,২৫০');
        expect(mail.text).toContain(`${BASE}${MAIL_PATHS.conversation(ID)}`);
      }
    }
  });

  it('refuses stored data that does not fit its kind, so the attempt records why', () => {
    expect(() => notificationContent('new_review', { rating: 9 })).toThrow();
    expect(notificationContent('seller_verified', {})).toEqual({
      kind: 'seller_verified',
      data: {},
    });
  });
});
