/**
 * One outbox round in a process of its own (`node --import tsx`), for the crash test: a server
 * copy that can be SIGKILLed while it sends. Reads DATABASE_URL, SMTP_URL and MAIL_LEASE_SECONDS.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { mailSenderFor } from './mailFixtures';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = openDatabase(config);
  const sender = mailSenderFor(database.db, config, config.SMTP_URL ?? '');
  try {
    console.log(JSON.stringify(await sender.sendDueMails()));
  } finally {
    sender.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
