import { answerOf, PublicAnswerCache } from './publicAnswerCache';

const textOf = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString('utf8');

/** A load the test finishes by hand, counting how often the cache asked for it. */
function controlledLoad() {
  const pending: { resolve: (json: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('PublicAnswerCache', () => {
  it('answers a key from memory, with the ETag of its text, until forgetAll()', async () => {
    const cache = new PublicAnswerCache();
    let loads = 0;
    const load = async () => `[${++loads}]`;
    expect(await cache.get('/a', load)).toEqual(answerOf('[1]'));
    expect(await cache.get('/a', load)).toEqual(answerOf('[1]'));
    expect(await cache.get('/b', load)).toEqual(answerOf('[2]'));
    expect(answerOf('[1]').etag).not.toBe(answerOf('[2]').etag);
    cache.forgetAll();
    expect(await textOf(cache.get('/a', load))).toBe('[3]');
  });

  it('shares one load between the requests that ask while it runs', async () => {
    const cache = new PublicAnswerCache();
    const { load, pending } = controlledLoad();
    const first = cache.get('/a', load);
    const second = cache.get('/a', load);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('[]');
    expect(await first).toBe(await second);
  });

  it('does not keep a load that began before a notification', async () => {
    const cache = new PublicAnswerCache();
    const { load, pending } = controlledLoad();
    const old = cache.get('/a', load);
    cache.forgetAll();
    // A request after the notification does not get the load that may have read older rows.
    const fresh = cache.get('/a', load);
    expect(pending).toHaveLength(2);
    pending[0]!.resolve('"old"');
    pending[1]!.resolve('"new"');
    expect(await textOf(old)).toBe('"old"');
    expect(await textOf(fresh)).toBe('"new"');
    expect(await textOf(cache.get('/a', load))).toBe('"new"');
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicAnswerCache();
    await expect(cache.get('/a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await textOf(cache.get('/a', async () => '1'))).toBe('1');
  });

  it('keeps an answer no longer than its time to live', async () => {
    let now = 0;
    const cache = new PublicAnswerCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => String(++loads);
    await cache.get('/a', load);
    now = 999;
    expect(await textOf(cache.get('/a', load))).toBe('1');
    now = 1000;
    expect(await textOf(cache.get('/a', load))).toBe('2');
  });

  it('drops the least recently used answers beyond its size', async () => {
    const cache = new PublicAnswerCache({ maxSize: 30 });
    let loads = 0;
    const load = async () => `"${'x'.repeat(8)}${++loads}"`;
    await cache.get('/a', load);
    await cache.get('/b', load);
    await cache.get('/a', load); // /a used last: /b is the coldest
    await cache.get('/c', load);
    expect(cache.keptSize).toBeLessThanOrEqual(30);
    expect(await textOf(cache.get('/a', load))).toBe(`"${'x'.repeat(8)}1"`);
    expect(await textOf(cache.get('/b', load))).toBe(`"${'x'.repeat(8)}4"`);
  });
});
