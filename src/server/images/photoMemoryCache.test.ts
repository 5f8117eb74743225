import { withMemoryCache } from './photoMemoryCache';
import type { PhotoStore, StoredPhoto } from './photoStore';

/** A store that counts its reads, holding photos of `size` bytes under any name it is given. */
function countingStore(size: number) {
  const reads: string[] = [];
  const removed: string[] = [];
  const held = new Set<string>();
  const store: PhotoStore = {
    kind: 'database',
    saveAll: async (files) => {
      for (const file of files) held.add(file.name);
    },
    read: async (name): Promise<StoredPhoto | undefined> => {
      reads.push(name);
      return held.has(name) ? { data: Buffer.alloc(size, 1), storedAt: new Date(0) } : undefined;
    },
    writtenBefore: async () => [],
    remove: async (names) => {
      for (const name of names) held.delete(name);
      removed.push(...names);
    },
  };
  return { store, reads, removed };
}

describe('photos kept in memory', () => {
  it('answers a photo read before without asking the store again', async () => {
    const { store, reads } = countingStore(100);
    const cached = withMemoryCache(store, 1000);
    await cached.saveAll([{ name: 'a', data: Buffer.alloc(1) }]);
    const first = await cached.read('a');
    expect(await cached.read('a')).toBe(first);
    expect(reads).toEqual(['a']);
  });

  it('keeps at most its bytes, pushing out the least recently used first', async () => {
    const { store, reads } = countingStore(400);
    const cached = withMemoryCache(store, 1000);
    await cached.saveAll(['a', 'b', 'c'].map((name) => ({ name, data: Buffer.alloc(1) })));
    await cached.read('a');
    await cached.read('b');
    await cached.read('a'); // a is now the most recently used
    await cached.read('c'); // 1,200 bytes: b goes
    reads.length = 0;
    await cached.read('a');
    await cached.read('c');
    await cached.read('b');
    expect(reads).toEqual(['b']);
  });

  it('never keeps an unknown name or a removed photo', async () => {
    const { store, reads, removed } = countingStore(100);
    const cached = withMemoryCache(store, 1000);
    await cached.saveAll([{ name: 'a', data: Buffer.alloc(1) }]);
    expect(await cached.read('missing')).toBeUndefined();
    await cached.read('a');
    await cached.remove(['a']);
    expect(removed).toEqual(['a']);
    expect(await cached.read('a')).toBeUndefined();
    expect(await cached.read('missing')).toBeUndefined();
    expect(reads).toEqual(['missing', 'a', 'a', 'missing']);
  });
});
