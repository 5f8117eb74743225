/**
 * @database postgres
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { addReader, mailSenderFor, notify, outboxRow, settleOutbox } from '../testing/mailFixtures';
import { createTestDatabase } from '../testing/postgres/testDatabase';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtpInbox';

const ROOT = path.resolve(__dirname, '../../..');
const SENDER_PROCESS = path.join(__dirname, '../testing/mailSenderProcess.ts');
const LEASE_SECONDS = 2;

/**
 * A server copy dies (SIGKILL) in the middle of sending: the mail server has the mail's data but
 * has not answered yet, so the mail was not delivered. After the lease another copy sends it,
 * and every mail arrives exactly once. Two processes share the database, so this runs on the
 * run's PostgreSQL server (globalSetup starts one for the server projects).
 */
describe('a sender killed during DATA', () => {
  let inbox: SmtpInbox;
  let database: DatabaseHandle;
  let databaseUrl: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    databaseUrl = await createTestDatabase({ seeded: true });
    database = openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: '.' });
    await settleOutbox(database.db);
  });
  afterAll(async () => {
    await database.close();
    await inbox.close();
  });

  it('loses nothing and doubles nothing: a new sender takes the mails after the lease', async () => {
    const ids: string[] = [];
    const readers: string[] = [];
    for (const language of ['en', 'bn', 'en'] as const) {
      const reader = await addReader(database.db, language);
      readers.push(reader.email);
      ids.push(await notify(database.db, { userId: reader.id, kind: 'seller_verified', data: {} }));
    }

    const child = spawn(process.execPath, ['--import', 'tsx', SENDER_PROCESS], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: databaseUrl,
        SMTP_URL: inbox.url,
        MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    // The first mail's data is in, unanswered: kill the sender there, then refuse nothing more.
    inbox.beforeAccept = async () => {
      inbox.beforeAccept = undefined;
      child.kill('SIGKILL');
      await exited;
      throw new Error('the sender is gone');
    };
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGKILL');
    expect(inbox.received).toEqual([]);

    // The mail it was sending (the oldest) is still pending, leased; the others were never taken.
    const [killedDuring, ...waiting] = ids;
    expect(await outboxRow(database.db, killedDuring!)).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    for (const id of waiting) {
      expect(await outboxRow(database.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
    }

    // A new sender sends the others at once and the leased one once its lease has ended (the
    // claim tests show the lease holds; here the loop only waits for it, asserting no time).
    const config = loadConfig({ SMTP_URL: inbox.url, MAIL_LEASE_SECONDS: String(LEASE_SECONDS) });
    const sender = mailSenderFor(database.db, config, inbox.url);
    try {
      let sent = (await sender.sendDueMails()).sent;
      while (sent < ids.length) {
        await sleep(250);
        sent += (await sender.sendDueMails()).sent;
      }
    } finally {
      sender.close();
    }

    expect(inbox.received.map((mail) => mail.messageId).sort()).toEqual(
      ids.map((id) => `<${id}@usedbooks.example>`).sort(),
    );
    expect(inbox.received.map((mail) => mail.to[0]).sort()).toEqual([...readers].sort());
    expect(await outboxRow(database.db, killedDuring!)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    for (const id of waiting) {
      expect(await outboxRow(database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });
});
