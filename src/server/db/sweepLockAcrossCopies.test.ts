/**
 * @database postgres
 */
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/postgres/testDatabase';
import { type DatabaseHandle, openDatabase } from './client';
import { runAlone } from './sweepLock';

/** A piece of work that runs until the test lets it finish. */
function heldWork() {
  let finish: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (started = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    running,
    finish,
    work: async () => {
      started();
      await finished;
    },
  };
}

/**
 * Two copies of the server on one PostgreSQL database, each with its own pool, as behind a load
 * balancer: a sweep one copy runs is skipped by the other until it ends, however it ends.
 */
describe('one copy at a time runs a sweep', () => {
  let copyA: DatabaseHandle;
  let copyB: DatabaseHandle;
  beforeAll(async () => {
    const url = await createTestDatabase();
    copyA = openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });
    copyB = openDatabase({ DATABASE_URL: url, DATA_DIR: '.' });
  });
  afterAll(async () => {
    await copyA.close();
    await copyB.close();
  });

  it('while copy A sweeps, copy B skips the same sweep but runs another; then B may', async () => {
    const held = heldWork();
    const sweepA = runAlone(copyA.db, 'orderExpiry', held.work);
    await held.running;
    let ranOnB = 0;
    const countOnB = async () => {
      ranOnB += 1;
    };
    expect(await runAlone(copyB.db, 'orderExpiry', countOnB)).toBe('busy');
    expect(await runAlone(copyB.db, 'uploadSweep', countOnB)).toBe('ran');
    held.finish();
    expect(await sweepA).toBe('ran');
    expect(await runAlone(copyB.db, 'orderExpiry', countOnB)).toBe('ran');
    expect(ranOnB).toBe(2);
  });

  it('a sweep that fails lets go of its lock: the error reaches the caller, the next one runs', async () => {
    await expect(
      runAlone(copyA.db, 'liveEventPruning', () => Promise.reject(new Error('sweep broke'))),
    ).rejects.toThrow('sweep broke');
    expect(await runAlone(copyB.db, 'liveEventPruning', async () => undefined)).toBe('ran');
  });

  it('the work runs on the pool’s other connections while the lock is held', async () => {
    let answer: unknown;
    expect(
      await runAlone(copyA.db, 'uploadSweep', async () => {
        answer = await copyA.db.execute(sql`select 1 as one`);
      }),
    ).toBe('ran');
    expect(answer).toBeDefined();
  });
});
