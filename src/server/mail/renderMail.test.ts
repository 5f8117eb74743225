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

const BASE = 'https://books.example';
const withoutLinks = (text: string) => text.replace(/https:\/\/\S+/g, '');

describe('renderMail', () => {
  const titled = [...EVERY_NOTIFICATION, ...MODERATION_NOTIFICATIONS].map(
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

  it('keeps a subject on one line whatever the title holds', () => {
    const mail = renderMail(
      { kind: 'seller_verified', data: {} },
      { name: 'Sumi', language: null },
      BASE,
    );
    expect(mail.subject).toBe('You are now a verified seller');
    const broken = renderMail(
      {
        kind: 'new_review',
        data: { review_id: ID, seller_id: ID, rating: 3, book_title: 'A\r\nBcc: x@y' },
      },
      { name: 'Sumi', language: 'en' },
      BASE,
    );
    expect(broken.subject).toBe('New review: 3 of 5 stars');
    const ordered = renderMail(
      { kind: 'book_ordered', data: { ...order, book_title: 'A\r\nBcc: x@y', buyer_name: 'K' } },
      { name: 'Sumi', language: 'en' },
      BASE,
    );
    expect(ordered.subject).toBe('K ordered “A Bcc: x@y”');
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

  it('refuses stored data that does not fit its kind, so the attempt records why', () => {
    expect(() => notificationContent('new_review', { rating: 9 })).toThrow();
    expect(notificationContent('seller_verified', {})).toEqual({
      kind: 'seller_verified',
      data: {},
    });
  });
});
