/**
 * @database postgres
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing, addOrder, orderRow } from '../testing/listingFixtures';
import { addPerson, backdateOrder } from '../testing/orderFixtures';
import { isStored, putStoredPhoto } from '../testing/photoFixtures';
import { createTestDatabase } from '../testing/postgres/testDatabase';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtpInbox';

/** Polls until `check` holds: the jobs run on their own timers. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two copies of the server on one PostgreSQL database, both running every job on its own timer
 * (order expiry every second, the upload sweep at start, the mail outbox every second), as
 * behind a load balancer: each piece of work is done once, and neither copy logs a failure.
 */
describe('jobs on two server copies', () => {
  let copies: TestApp[];
  let inbox: SmtpInbox;
  const logLines: string[] = [];
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const databaseUrl = await createTestDatabase({ seeded: true });
    const env = {
      ORDER_EXPIRY_SWEEP_SECONDS: '1',
      ORDER_TTL_MINUTES: '5',
      SMTP_URL: inbox.url,
      MAIL_POLL_SECONDS: '1',
    };
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    copies = await Promise.all(
      [1, 2].map(() => buildTestApp({ databaseUrl, env, logger: { level: 'warn', stream: logs } })),
    );
  });
  afterAll(async () => {
    for (const copy of copies ?? []) await copy.close();
    await inbox?.close();
  });

  it('an overdue order is cancelled once, told once, mailed once; an abandoned photo removed once', async () => {
    const [copyA, copyB] = copies as [TestApp, TestApp];
    const buyer = await addPerson(copyA.db);
    const orderId = await addOrder(copyA.db, await addListing(copyA.db), 'unpaid', buyer);
    await backdateOrder(copyA.db, orderId, 6);
    const abandoned = `${randomUUID()}-640.webp`;
    await putStoredPhoto(copyA, abandoned, 30);

    await Promise.all(copies.map((copy) => copy.app.ready()));
    const toldAboutIt = () =>
      copyB.db
        .select({ id: notifications.id, status: notifications.emailStatus })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'order_cancelled'),
            sql`${notifications.data}->>'order_id' = ${orderId}`,
          ),
        );
    await eventually(async () => (await toldAboutIt()).some((row) => row.status === 'sent'));
    // Closing waits for the sweeps and mail rounds under way: whatever either did is done.
    for (const copy of copies) await copy.app.close();

    expect((await orderRow(copyA.db, orderId))?.status).toBe('cancelled');
    const told = await toldAboutIt();
    expect(told).toHaveLength(1);
    const mails = inbox.received.filter(
      (mail) => mail.messageId === `<${told[0]?.id}@usedbooks.example>`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([buyer]);
    expect(await isStored(copyA, abandoned)).toBe(false);
    expect(logLines.join('')).not.toMatch(/failed|could not/);
  });
});
