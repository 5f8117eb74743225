import { FairQueue } from './fairQueue';

/** A task that starts when the queue says and ends when the test says, noting both. */
function recorder() {
  const events: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () => {
    events.push(`start ${name}`);
    return new Promise<string>((resolve) =>
      finishers.set(name, () => {
        events.push(`end ${name}`);
        resolve(name);
      }),
    );
  };
  /** Ends a running task and lets the queue start what comes next. */
  const finish = async (name: string) => {
    const end = finishers.get(name);
    if (!end) throw new Error(`${name} is not running: ${events.join(', ')}`);
    end();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { events, task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it("starts another person's task right after the one running: a queue of three waits", async () => {
    const { events, task, finish } = recorder();
    const queue = new FairQueue(1);
    const done = ['a1', 'a2', 'a3'].map((name) => queue.run('a', task(name)));
    await settle();
    done.push(queue.run('b', task('b1')));
    await settle();
    expect(events).toEqual(['start a1']);

    await finish('a1');
    await finish('b1');
    await finish('a2');
    await finish('a3');
    expect(events).toEqual([
      'start a1',
      'end a1',
      'start b1',
      'end b1',
      'start a2',
      'end a2',
      'start a3',
      'end a3',
    ]);
    expect(await Promise.all(done)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });

  it('takes turns between people, each in their own order, and never runs more than its slots', async () => {
    const { events, task, finish } = recorder();
    const queue = new FairQueue(2);
    for (const name of ['a1', 'a2', 'a3', 'a4']) void queue.run('a', task(name));
    await settle();
    for (const name of ['b1', 'b2']) void queue.run('b', task(name));
    void queue.run('c', task('c1'));
    await settle();
    expect(events).toEqual(['start a1', 'start a2']);
    expect(queue.waiting).toBe(5);

    // A holds both slots: each freed slot goes to whoever has fewer running, then waited longest.
    await finish('a1');
    await finish('a2');
    expect(events.filter((event) => event.startsWith('start'))).toEqual([
      'start a1',
      'start a2',
      'start b1',
      'start c1',
    ]);
    // Now A, B and C each ran one: A's turn came first, so A goes before B's second.
    await finish('b1');
    await finish('c1');
    await finish('a3');
    await finish('b2');
    await finish('a4');
    expect(events.filter((event) => event.startsWith('start')).slice(4)).toEqual([
      'start a3',
      'start b2',
      'start a4',
    ]);
    expect(queue.waiting).toBe(0);
  });

  it('goes on after a task fails, and answers that failure to its caller only', async () => {
    const queue = new FairQueue(1);
    const failed = queue.run('a', () => Promise.reject(new Error('broken photo')));
    const thrown = queue.run('a', () => {
      throw new Error('thrown at once');
    });
    const next = queue.run('b', () => Promise.resolve('fine'));
    await expect(failed).rejects.toThrow('broken photo');
    await expect(thrown).rejects.toThrow('thrown at once');
    await expect(next).resolves.toBe('fine');
  });

  it('refuses a pool without a slot', () => {
    expect(() => new FairQueue(0)).toThrow('at least 1');
  });
});
