import { CurrentSessions } from './currentSessions';

const caller = (tokenVersion: number) => ({
  uid: 'uid-1',
  email: 'reader@example.com',
  emailVerified: true,
  tokenVersion,
});

describe('CurrentSessions', () => {
  let clock: number;
  let stored: number | null;
  let reads: number;
  const sessions = () =>
    new CurrentSessions(
      async () => {
        reads += 1;
        return stored;
      },
      { recheckMs: 10_000, now: () => clock },
    );
  beforeEach(() => {
    clock = 1_000_000;
    stored = 2;
    reads = 0;
  });

  it('accepts only the version the account has, and reads it once for many requests', async () => {
    const current = sessions();
    const answers = await Promise.all([
      current.accepts(caller(2)),
      current.accepts(caller(2)),
      current.accepts(caller(1)),
    ]);
    expect(answers).toEqual([true, true, false]);
    expect(reads).toBe(1);
  });

  it('accepts nothing when no version is good (the record belongs to another account)', async () => {
    stored = null;
    await expect(sessions().accepts(caller(0))).resolves.toBe(false);
  });

  it('learns of a change made elsewhere once its answer is older than recheckMs', async () => {
    const current = sessions();
    expect(await current.accepts(caller(2))).toBe(true);
    stored = 3;
    clock += 9_999;
    expect(await current.accepts(caller(2))).toBe(true);
    clock += 1;
    expect(await current.accepts(caller(2))).toBe(false);
    expect(reads).toBe(2);
  });

  it('learns of a change made here at once (forgetAll)', async () => {
    const current = sessions();
    expect(await current.accepts(caller(2))).toBe(true);
    stored = 3;
    current.forgetAll();
    expect(await current.accepts(caller(2))).toBe(false);
  });

  it('keeps no failed read: the next request asks again', async () => {
    let failing = true;
    const current = new CurrentSessions(
      async () => {
        reads += 1;
        if (failing) throw new Error('database away');
        return 2;
      },
      { now: () => clock },
    );
    await expect(current.accepts(caller(2))).rejects.toThrow('database away');
    failing = false;
    await expect(current.accepts(caller(2))).resolves.toBe(true);
    expect(reads).toBe(2);
  });
});
