/**
 * @database postgres
 */
import { addReader, notify, settleOutbox } from '../../testing/mailFixtures';
import { createTestDatabase } from '../../testing/postgres/testDatabase';
import { openDatabase } from '../client';
import { claimDueMails } from './mailOutbox';

const LEASE = { limit: 10, leaseSeconds: 300 };

describe("claiming the outbox's due mails on two copies", () => {
  /**
   * Two copies claiming at once (a second connection while the first claim's transaction still
   * holds its rows): the second passes the locked rows over instead of waiting or taking them.
   * PGlite has one connection, so only PostgreSQL can hold two claims open at once.
   */
  it('skips the rows another copy is claiming right now', async () => {
    const url = await createTestDatabase({ seeded: true });
    const one = openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });
    const other = openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });
    try {
      await settleOutbox(one.db);
      for (let i = 0; i < 4; i += 1) {
        const reader = await addReader(one.db, 'en');
        await notify(one.db, { userId: reader.id, kind: 'seller_verified', data: {} });
      }
      const [mine, theirs] = await one.db.transaction(async (tx) => {
        const claimedInTx = await claimDueMails(tx, { limit: 2, leaseSeconds: 300 });
        return [claimedInTx, await claimDueMails(other.db, LEASE)];
      });
      expect(mine).toHaveLength(2);
      expect(theirs).toHaveLength(2);
      const ids = new Set([...mine, ...theirs].map((mail) => mail.id));
      expect(ids.size).toBe(4);
    } finally {
      await one.close();
      await other.close();
    }
  });
});
