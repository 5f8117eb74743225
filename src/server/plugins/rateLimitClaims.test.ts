import type { CountedHit } from '../db/queries/rateLimitCounters';
import { RateLimitClaims } from './rateLimitClaims';

const WINDOW_MS = 60_000;

/** A shared counter as rate_limit_counters keeps it, with a log of every statement it got. */
function sharedCounter() {
  const counts = new Map<string, number>();
  const statements: { key: string; hits: number }[] = [];
  let failNext = false;
  const countHits = async (key: string, _windowMs: number, hits: number): Promise<CountedHit> => {
    statements.push({ key, hits });
    if (failNext) {
      failNext = false;
      throw new Error('connection refused');
    }
    const current = (counts.get(key) ?? 0) + hits;
    counts.set(key, current);
    return { current, ttl: WINDOW_MS };
  };
  return {
    countHits,
    statements,
    failOnce: () => (failNext = true),
    /** Another copy's hits, or a new window (the row restarted). */
    set: (key: string, count: number) => counts.set(key, count),
  };
}

const currents = async (claims: RateLimitClaims, times: number, max: number, key = 'k') => {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1)
    answers.push((await claims.count(key, WINDOW_MS, max)).current);
  return answers;
};

describe('rate-limit claims (one copy’s share of the shared counter)', () => {
  it('under a limit of 100 counts every hit in the shared counter, one statement each', async () => {
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits);
    expect(await currents(claims, 5, 30)).toEqual([1, 2, 3, 4, 5]);
    expect(counter.statements).toHaveLength(5);
    // Another copy's hits show in this copy's next answer.
    counter.set('k', 20);
    expect(await currents(claims, 1, 30)).toEqual([21]);
  });

  it('from 100 up claims 2 % at a time and hands those counts out from memory', async () => {
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits);
    expect(await currents(claims, 25, 1000)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(counter.statements).toEqual([
      { key: 'k', hits: 20 },
      { key: 'k', hits: 20 },
    ]);
  });

  it('hits arriving while a claim is on its way go together in the next one, in order', async () => {
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => claims.count('k', WINDOW_MS, 30)),
    );
    expect(answers.map((answer) => answer.current)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(counter.statements).toEqual([
      { key: 'k', hits: 1 },
      { key: 'k', hits: 5 },
    ]);
  });

  it('refuses a spent window from memory until it ends, then claims again', async () => {
    let now = 1_000_000;
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits, () => now);
    expect(await currents(claims, 4, 3)).toEqual([1, 2, 3, 4]);
    const statementsWhenSpent = counter.statements.length;
    expect(await currents(claims, 3, 3)).toEqual([5, 6, 7]);
    expect(counter.statements).toHaveLength(statementsWhenSpent);
    // The window ends (the database restarts the row at the next statement).
    now += WINDOW_MS;
    counter.set('k', 0);
    expect(await currents(claims, 1, 3)).toEqual([1]);
  });

  it('passes a failed statement on to every hit waiting for it, and tries again next time', async () => {
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits);
    counter.failOnce();
    await expect(claims.count('k', WINDOW_MS, 30)).rejects.toThrow('connection refused');
    expect(await currents(claims, 1, 30)).toEqual([1]);
  });

  it('keeps each key apart', async () => {
    const counter = sharedCounter();
    const claims = new RateLimitClaims(counter.countHits);
    expect(await currents(claims, 2, 30, 'a')).toEqual([1, 2]);
    expect(await currents(claims, 1, 30, 'b')).toEqual([1]);
  });
});
