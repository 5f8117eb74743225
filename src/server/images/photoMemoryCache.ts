import type { PhotoStore, StoredPhoto } from './photoStore';

/** Bytes of photos one server copy keeps in memory; a cover's widths are 10 to 150 KB each. */
export const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The database store with the photos it served lately kept in this process's memory, least
 * recently used out first, up to `maxBytes`: a name's bytes never change, so a kept photo is
 * never stale. Without it every first view of a photo costs a query (on this machine about 7 ms
 * under load, scripts/bench/photoServing.ts). A photo another copy removed may still be answered
 * here until it is pushed out: nothing references it any more, so nobody asks but a stale page.
 */
export function withMemoryCache(store: PhotoStore, maxBytes = PHOTO_CACHE_BYTES): PhotoStore {
  // Map keeps insertion order: the first key is the least recently used.
  const kept = new Map<string, StoredPhoto>();
  let keptBytes = 0;

  const forget = (name: string) => {
    const photo = kept.get(name);
    if (!photo) return;
    kept.delete(name);
    keptBytes -= photo.data.length;
  };

  return {
    ...store,
    async read(name) {
      const hit = kept.get(name);
      if (hit) {
        kept.delete(name);
        kept.set(name, hit);
        return hit;
      }
      const photo = await store.read(name);
      if (!photo || photo.data.length > maxBytes) return photo;
      forget(name);
      kept.set(name, photo);
      keptBytes += photo.data.length;
      for (const coldest of kept.keys()) {
        if (keptBytes <= maxBytes) break;
        forget(coldest);
      }
      return photo;
    },
    async remove(names) {
      for (const name of names) forget(name);
      await store.remove(names);
    },
  };
}
