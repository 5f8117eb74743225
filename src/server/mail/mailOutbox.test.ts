/**
 * @database either
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  addReader,
  mailSenderFor,
  makeAllDue,
  notify,
  outboxRow,
  settleOutbox,
} from '../testing/mailFixtures';
import { freeLoopbackPort } from '../testing/postgres/postgresServer';
import { createTestDatabase, testPostgresUrl } from '../testing/postgres/testDatabase';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtpInbox';

const ORDER = '00000000-0000-4000-8000-00000000000a';
const LISTING = '00000000-0000-4000-8000-00000000000b';

describe('the mail outbox, through a real SMTP server', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let sender: ReturnType<typeof mailSenderFor>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await buildTestApp({
      env: {
        SMTP_URL: inbox.url,
        // The test runs each round itself; the plugin's own timer is tested below.
        MAIL_POLL_SECONDS: '0',
        MAIL_MAX_ATTEMPTS: '3',
        PUBLIC_URL: 'https://books.example',
        MAIL_FROM: 'Used Books <no-reply@books.example>',
      },
    });
    sender = mailSenderFor(testApp.db, testApp.config, inbox.url);
  });
  afterAll(async () => {
    sender.close();
    await testApp.close();
    await inbox.close();
  });
  beforeEach(async () => {
    await settleOutbox(testApp.db);
    inbox.received.length = 0;
    inbox.refuseWith(null);
  });

  it('delivers a notification once, in English, to its person, with text, HTML and a link', async () => {
    const seller = await addReader(testApp.db, 'en');
    const id = await notify(testApp.db, {
      userId: seller.id,
      kind: 'order_paid',
      data: {
        order_id: ORDER,
        listing_id: LISTING,
        book_title: 'Gitanjali',
        buyer_name: 'Karim Ahmed',
        meeting_place: 'TSC, Dhaka University',
      },
    });

    expect(await sender.sendDueMails()).toEqual({ sent: 1, skipped: 0, retrying: 0, failed: 0 });
    expect(await sender.sendDueMails()).toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });

    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail!.to).toEqual([seller.email]);
    expect(mail!.headers.get('to')).toContain(seller.email);
    expect(mail!.headers.get('from')).toBe('Used Books <no-reply@books.example>');
    expect(mail!.messageId).toBe(`<${id}@books.example>`);
    expect(mail!.subject).toBe('A buyer paid for your book');
    expect(mail!.text).toBe(
      [
        `Hello ${seller.name},`,
        'Karim Ahmed paid for “Gitanjali”.',
        'Where they want to meet: TSC, Dhaka University',
        'Open My Products: https://books.example/dashboard/myproducts',
        '--',
        'You get this e-mail because e-mail notifications are on. You can turn them off in ' +
          'your profile (https://books.example/dashboard/profile).',
      ].join('\n\n'),
    );
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain('Karim Ahmed paid for “Gitanjali”.');
    expect(mail!.html).toContain(
      '<a href="https://books.example/dashboard/myproducts">Open My Products</a>',
    );
    expect(await outboxRow(testApp.db, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      sentAt: expect.any(Date),
    });
  });

  it('writes in Bangla to a person who reads Bangla, linking where it happened', async () => {
    const seller = await addReader(testApp.db, 'bn');
    await notify(testApp.db, {
      userId: seller.id,
      kind: 'new_review',
      data: { review_id: ORDER, seller_id: seller.id, rating: 4, book_title: 'পথের পাঁচালী' },
    });

    await sender.sendDueMails();

    const [mail] = await inbox.waitForMails(1);
    expect(mail!.subject).toBe('আপনি একটি নতুন রিভিউ পেয়েছেন');
    expect(mail!.text).toContain(`প্রিয় ${seller.name},`);
    expect(mail!.text).toContain('“পথের পাঁচালী” বইটির একজন ক্রেতা আপনাকে ৫-এর মধ্যে ৪ স্টার দিয়েছেন।');
    expect(mail!.text).toContain(`আপনার রিভিউগুলো দেখুন: https://books.example/seller/${seller.id}`);
    expect(mail!.text).toContain('আপনার প্রোফাইল (https://books.example/dashboard/profile)');
    expect(mail!.html).toContain('<html lang="bn-BD">');
    expect(mail!.html).toContain(
      `<a href="https://books.example/seller/${seller.id}">আপনার রিভিউগুলো দেখুন</a>`,
    );
  });

  it('writes in English to a person who never chose a language', async () => {
    const buyer = await addReader(testApp.db, null);
    await notify(testApp.db, {
      userId: buyer.id,
      kind: 'order_cancelled',
      data: { order_id: ORDER, listing_id: null, book_title: 'Aparajito', reason: 'expired' },
    });
    await sender.sendDueMails();
    const [mail] = await inbox.waitForMails(1);
    expect(mail!.subject).toBe('Your order was cancelled');
    expect(mail!.text).toContain('Your order of “Aparajito” was cancelled.');
    expect(mail!.text).toContain('It was not paid in time.');
    expect(mail!.text).toContain('Open My Orders: https://books.example/dashboard/myorders');
  });

  it('escapes HTML in a book title and a name: the HTML shows them as text', async () => {
    const reader = await addReader(testApp.db, 'en');
    const title = '<script>alert("x")</script> & <b>Co</b>';
    await notify(testApp.db, {
      userId: reader.id,
      kind: 'new_message',
      data: { conversation_id: ORDER, book_title: title, sender_name: '<img src=x onerror=1>' },
    });

    await sender.sendDueMails();

    const [mail] = await inbox.waitForMails(1);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain(
      '&lt;img src=x onerror=1&gt; sent you a message about “&lt;script&gt;alert(&quot;x&quot;)' +
        '&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;”.',
    );
    // The plain text is text: it says the title as it is.
    expect(mail!.text).toContain(`<img src=x onerror=1> sent you a message about “${title}”.`);
    expect(mail!.text).toContain(
      `Read the message: https://books.example/dashboard/messages/${ORDER}`,
    );
  });

  it('sends nothing to a person who turned e-mail off, deciding when it sends', async () => {
    const off = await addReader(testApp.db, 'en', false);
    const turnsOffLater = await addReader(testApp.db, 'en', true);
    const offId = await notify(testApp.db, { userId: off.id, kind: 'seller_verified', data: {} });
    const laterId = await notify(testApp.db, {
      userId: turnsOffLater.id,
      kind: 'seller_verified',
      data: {},
    });
    // Turned off after the notification was written, before it was sent: the choice holds.
    await testApp.db
      .update(users)
      .set({ emailNotifications: false })
      .where(eq(users.id, turnsOffLater.id));

    expect(await sender.sendDueMails()).toEqual({ sent: 0, skipped: 2, retrying: 0, failed: 0 });

    expect(inbox.received).toEqual([]);
    expect((await outboxRow(testApp.db, offId)).status).toBe('skipped');
    expect((await outboxRow(testApp.db, laterId)).status).toBe('skipped');
  });

  it('sends nothing to an address not verified, as of the person’s last sign-in', async () => {
    const unverified = await addReader(testApp.db, 'en', true, false);
    const id = await notify(testApp.db, {
      userId: unverified.id,
      kind: 'seller_verified',
      data: {},
    });

    expect(await sender.sendDueMails()).toEqual({ sent: 0, skipped: 1, retrying: 0, failed: 0 });
    expect(inbox.received).toEqual([]);
    expect((await outboxRow(testApp.db, id)).status).toBe('skipped');
  });

  it('retries when the mail server refuses (4xx, 5xx), then gives up as failed, keeping the row', async () => {
    const seller = await addReader(testApp.db, 'en');
    const id = await notify(testApp.db, { userId: seller.id, kind: 'seller_verified', data: {} });
    inbox.refuseWith(451);

    expect(await sender.sendDueMails()).toMatchObject({ sent: 0, retrying: 1 });
    const first = await outboxRow(testApp.db, id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toContain('451');
    // Not due again at once: the next attempt waits (a minute after the first failure).
    expect(first.dueInSeconds).toBeGreaterThan(30);
    expect(await sender.sendDueMails()).toMatchObject({ retrying: 0 });

    inbox.refuseWith(550);
    await makeAllDue(testApp.db);
    expect(await sender.sendDueMails()).toMatchObject({ retrying: 1 });
    expect(await outboxRow(testApp.db, id)).toMatchObject({ status: 'pending', attempts: 2 });

    await makeAllDue(testApp.db);
    expect(await sender.sendDueMails()).toMatchObject({ retrying: 0, failed: 1 });
    const last = await outboxRow(testApp.db, id);
    expect(last).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(last.error).toContain('550');

    // Failed is final: the mail server accepting again sends nothing more.
    inbox.refuseWith(null);
    await makeAllDue(testApp.db);
    expect(await sender.sendDueMails()).toMatchObject({ sent: 0 });
    expect(inbox.received).toEqual([]);
  });

  it('sends a refused mail once the mail server takes it again', async () => {
    const seller = await addReader(testApp.db, 'en');
    const id = await notify(testApp.db, { userId: seller.id, kind: 'seller_verified', data: {} });
    inbox.refuseWith(421);
    await sender.sendDueMails();
    inbox.refuseWith(null);
    await makeAllDue(testApp.db);

    expect(await sender.sendDueMails()).toMatchObject({ sent: 1 });

    expect(inbox.received.map((mail) => mail.subject)).toEqual(['You are now a verified seller']);
    expect(await outboxRow(testApp.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stops the round when the mail server cannot be reached: the other mails spend no attempt', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const seller = await addReader(testApp.db, 'en');
      ids.push(await notify(testApp.db, { userId: seller.id, kind: 'seller_verified', data: {} }));
    }
    const nobody = `smtp://127.0.0.1:${await freeLoopbackPort()}`;
    const unreachable = mailSenderFor(testApp.db, testApp.config, nobody);
    try {
      expect(await unreachable.sendDueMails()).toEqual({
        sent: 0,
        skipped: 0,
        retrying: 1,
        failed: 0,
      });
    } finally {
      unreachable.close();
    }
    const rows = await Promise.all(ids.map((id) => outboxRow(testApp.db, id)));
    expect(rows.map((row) => row.attempts)).toEqual([1, 0, 0]);
    expect(rows[0]!.error).toMatch(/ECONNREFUSED|connect/i);

    // The server is back: the two that waited go now, the refused one after its wait.
    expect(await sender.sendDueMails()).toMatchObject({ sent: 2 });
    await makeAllDue(testApp.db);
    expect(await sender.sendDueMails()).toMatchObject({ sent: 1 });
    expect(inbox.received).toHaveLength(3);
  });
});

describe('the mail outbox plugin', () => {
  it('sends on its own timer, outside any request', async () => {
    const inbox = await startSmtpInbox();
    const testApp = await buildTestApp({
      env: { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '1' },
    });
    try {
      await settleOutbox(testApp.db);
      await testApp.app.ready();
      const seller = await addReader(testApp.db, 'en');
      await notify(testApp.db, { userId: seller.id, kind: 'seller_verified', data: {} });

      const [mail] = await inbox.waitForMails(1);
      expect(mail!.to).toEqual([seller.email]);
      // No PUBLIC_URL: the server's own address.
      expect(mail!.text).toContain('Open My Products: http://localhost:5000/dashboard/myproducts');
    } finally {
      await testApp.close();
      await inbox.close();
    }
  });

  it('without SMTP_URL sends nothing, leaves the rows pending and says so once at start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const testApp = await buildTestApp({
      env: { MAIL_POLL_SECONDS: '1' },
      logger: { level: 'info', stream },
    });
    try {
      await testApp.app.ready();
      const seller = await addReader(testApp.db, 'en');
      const id = await notify(testApp.db, { userId: seller.id, kind: 'seller_verified', data: {} });

      expect(lines.filter((line) => line.includes('e-mail is off'))).toHaveLength(1);
      expect(lines.join('')).toContain('SMTP_URL is not set');
      expect(await outboxRow(testApp.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await testApp.close();
    }
  });
});

/**
 * Two server copies on one database, each with its own connections and its own sender: on
 * PostgreSQL when the run has one (the production path), else two senders on one PGlite.
 */
describe('two outbox senders on one database', () => {
  it('send each mail exactly once', async () => {
    const inbox = await startSmtpInbox();
    const databaseUrl = testPostgresUrl() ? await createTestDatabase({ seeded: true }) : undefined;
    const env = { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '0' };
    const first = await buildTestApp({ env, databaseUrl });
    const second = databaseUrl ? await buildTestApp({ env, databaseUrl }) : first;
    const senders = [first, second].map((copy) => mailSenderFor(copy.db, copy.config, inbox.url));
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const reader = await addReader(first.db, i % 2 === 0 ? 'en' : 'bn');
        ids.push(await notify(first.db, { userId: reader.id, kind: 'seller_verified', data: {} }));
      }

      const rounds = await Promise.all(senders.map((sender) => sender.sendDueMails()));

      expect(rounds[0]!.sent + rounds[1]!.sent).toBe(30);
      const arrived = inbox.received.map((mail) => mail.messageId).sort();
      expect(arrived).toEqual(ids.map((id) => `<${id}@usedbooks.example>`).sort());
    } finally {
      for (const sender of senders) sender.close();
      await second.close();
      await first.close();
      await inbox.close();
    }
  });
});
