import { freshnessLease } from './freshnessLease';

/** Round trips that answer when the test says, counted; and a clock the test moves. */
function setup(leaseMs: number) {
  let clock = 1_000;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const roundTrip = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const lease = freshnessLease(roundTrip, { leaseMs, now: () => clock });
  return {
    lease,
    pending,
    advance: (ms: number) => (clock += ms),
    answerAll: () => pending.splice(0).forEach((trip) => trip.resolve()),
  };
}

describe('the freshness lease of public answers (decision 0037)', () => {
  it('waits for a round trip at first, then vouches for the lease without one', async () => {
    const { lease, pending, advance, answerAll } = setup(200);
    const first = lease.confirm();
    expect(pending).toHaveLength(1);
    answerAll();
    await expect(first).resolves.toBe(true);

    advance(90);
    await expect(lease.confirm()).resolves.toBe(true);
    expect(pending).toHaveLength(0);
  });

  it('renews in the background past half the lease, and waits once the lease has lapsed', async () => {
    const { lease, pending, advance, answerAll } = setup(200);
    const first = lease.confirm();
    answerAll();
    await first;

    advance(150);
    await expect(lease.confirm()).resolves.toBe(true);
    expect(pending).toHaveLength(1);
    // Still one renewal under way for later callers in the same half.
    await expect(lease.confirm()).resolves.toBe(true);
    expect(pending).toHaveLength(1);
    answerAll();
    await Promise.resolve();

    // Renewed when asked at 150: good until 350 from the first confirmation.
    advance(190);
    await expect(lease.confirm()).resolves.toBe(true);
    advance(300);
    let settled = false;
    const lapsed = lease.confirm().then((fresh) => {
      settled = true;
      return fresh;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answerAll();
    await expect(lapsed).resolves.toBe(true);
  });

  it('after a write through this copy, waits for a round trip asked for after it', async () => {
    const { lease, pending, advance, answerAll } = setup(200);
    const first = lease.confirm();
    answerAll();
    await first;

    advance(150);
    void lease.confirm(); // a renewal asked for before the write...
    lease.expire();
    answerAll(); // ...answers after it: it cannot vouch for the write
    await Promise.resolve();
    await Promise.resolve();

    const next = lease.confirm();
    expect(pending).toHaveLength(1);
    answerAll();
    await expect(next).resolves.toBe(true);
  });

  it('answers false while the listening connection is down', async () => {
    const { lease, pending } = setup(200);
    const down = lease.confirm();
    pending[0]?.reject(new Error('not listening'));
    await expect(down).resolves.toBe(false);
  });

  it('answers false when the round trip is stuck, rather than holding the answer up', async () => {
    const lease = freshnessLease(() => new Promise<void>(() => undefined), {
      leaseMs: 200,
      timeoutMs: 5,
    });
    await expect(lease.confirm()).resolves.toBe(false);
  });

  it('with a lease of 0, every answer waits for a round trip of its own', async () => {
    const { lease, pending, answerAll } = setup(0);
    const first = lease.confirm();
    answerAll();
    await first;
    const second = lease.confirm();
    expect(pending).toHaveLength(1);
    answerAll();
    await expect(second).resolves.toBe(true);
  });
});
