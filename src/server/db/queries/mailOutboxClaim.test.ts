/**
 * @database each
 */
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addReader, makeAllDue, notify, outboxRow, settleOutbox } from '../../testing/mailFixtures';
import { planOf, planOutline, recordingDatabase, unboundedParts } from '../../testing/queryPlans';
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  markMailSkipped,
  retryDelaySeconds,
} from './mailOutbox';
import { notifications } from '../schema';
import { testDatabaseName } from '../../testing/postgres/testDatabase';

const LEASE = { limit: 10, leaseSeconds: 300 };

describe(`claiming the outbox's due mails (${testDatabaseName()})`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MAIL_POLL_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());
  beforeEach(() => settleOutbox(testApp.db));

  const notifyReader = async (language: 'en' | 'bn' | null = 'en', emailOn = true) => {
    const reader = await addReader(testApp.db, language, emailOn);
    const id = await notify(testApp.db, { userId: reader.id, kind: 'seller_verified', data: {} });
    return { ...reader, notificationId: id };
  };
  /** Moves a row's next attempt `seconds` from now (negative: overdue). */
  const dueIn = (id: string, seconds: number) =>
    testApp.db
      .update(notifications)
      .set({ emailNextAttemptAt: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(notifications.id, id));

  it('takes due pending rows, oldest due first, at most `limit`, with what the mail needs', async () => {
    const later = await notifyReader('bn', false);
    const earlier = await notifyReader(null);
    const notYet = await notifyReader();
    await dueIn(later.notificationId, -10);
    await dueIn(earlier.notificationId, -20);
    await dueIn(notYet.notificationId, 60);

    const claimed = await claimDueMails(testApp.db, { limit: 1, leaseSeconds: 300 });
    expect(claimed).toEqual([
      {
        id: earlier.notificationId,
        kind: 'seller_verified',
        data: {},
        attempt: 1,
        email: earlier.email,
        name: earlier.name,
        language: null,
        emailNotifications: true,
        emailVerified: true,
      },
    ]);
    const rest = await claimDueMails(testApp.db, LEASE);
    expect(rest).toMatchObject([
      { id: later.notificationId, language: 'bn', emailNotifications: false },
    ]);
  });

  it('leases what it takes: nobody takes it again until the lease ends, then as a new attempt', async () => {
    const { notificationId } = await notifyReader();
    const [first] = await claimDueMails(testApp.db, LEASE);
    expect(first!.attempt).toBe(1);
    expect((await outboxRow(testApp.db, notificationId)).dueInSeconds).toBeGreaterThan(290);

    expect(await claimDueMails(testApp.db, LEASE)).toEqual([]);

    // The lease ran out (the sender died): the row is due again, and it is the second attempt.
    await dueIn(notificationId, -1);
    const [second] = await claimDueMails(testApp.db, LEASE);
    expect(second).toMatchObject({ id: notificationId, attempt: 2 });

    // The first sender, late, cannot record its outcome over the second's claim.
    await markMailSent(testApp.db, first!);
    expect(await outboxRow(testApp.db, notificationId)).toMatchObject({ status: 'pending' });
    await markMailSent(testApp.db, second!);
    expect(await outboxRow(testApp.db, notificationId)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('never takes sent, skipped or failed rows', async () => {
    const sent = await notifyReader();
    const skipped = await notifyReader();
    const failed = await notifyReader();
    const claimed = await claimDueMails(testApp.db, LEASE);
    const byId = new Map(claimed.map((mail) => [mail.id, mail]));
    await markMailSent(testApp.db, byId.get(sent.notificationId)!);
    await markMailSkipped(testApp.db, byId.get(skipped.notificationId)!);
    await markMailAttemptFailed(testApp.db, byId.get(failed.notificationId)!, 'no', 1);
    await testApp.db
      .update(notifications)
      .set({ emailNextAttemptAt: sql`now() - interval '1 day'` });

    expect(await claimDueMails(testApp.db, LEASE)).toEqual([]);
    expect((await outboxRow(testApp.db, failed.notificationId)).status).toBe('failed');
    expect((await outboxRow(testApp.db, skipped.notificationId)).status).toBe('skipped');
  });

  it('after a failed attempt waits longer each time, and at the last attempt gives up', async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(30)).toBe(6 * 3600);

    const { notificationId } = await notifyReader();
    const [first] = await claimDueMails(testApp.db, LEASE);
    expect(await markMailAttemptFailed(testApp.db, first!, '421 busy', 2)).toBe('pending');
    const waiting = await outboxRow(testApp.db, notificationId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, error: '421 busy' });
    expect(waiting.dueInSeconds).toBeGreaterThan(50);
    expect(waiting.dueInSeconds).toBeLessThanOrEqual(60);

    await makeAllDue(testApp.db);
    const [second] = await claimDueMails(testApp.db, LEASE);
    expect(await markMailAttemptFailed(testApp.db, second!, '550 no', 2)).toBe('failed');
    expect(await outboxRow(testApp.db, notificationId)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: '550 no',
    });
  });

  it('finds the due mails through the partial index of pending rows, however many were sent', async () => {
    const reader = await addReader(testApp.db, 'en');
    await testApp.db.execute(sql`
      insert into notifications (user_id, kind, data, email_status)
      select ${reader.id}, 'seller_verified', '{}'::jsonb, 'sent' from generate_series(1, 3000)`);
    await notify(testApp.db, { userId: reader.id, kind: 'seller_verified', data: {} });
    await testApp.db.execute(sql`analyze notifications`);

    const recording = recordingDatabase(testApp.db);
    await claimDueMails(recording.db, { limit: 1, leaseSeconds: 300 });
    const plan = await planOf(testApp.db, recording.statements[0]!);

    expect(unboundedParts(plan, 'notifications')).toEqual([]);
    expect(planOutline(plan)).toContain('notifications_email_due_idx');
  });
});
