import type { FastifyBaseLogger } from 'fastify';
import { variantsOf } from '../../shared/imageVariants';
import type { Database } from '../db/client';
import { unreferencedUploadIds } from '../db/queries/uploadReferences';
import { UPLOADS_URL_PREFIX } from './imageStore';
import { isStoredName, PARTIAL_NAME, type PhotoStore, uploadIdOf } from './photoStore';

/** How many files one sweep looks at, oldest first; the next sweep goes on. */
const SWEEP_BATCH = 1000;

/** The store's file name behind an image address, or undefined if it is not one of our uploads. */
export function uploadNameOf(imageUrl: string): string | undefined {
  if (!imageUrl.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = imageUrl.slice(UPLOADS_URL_PREFIX.length);
  return isStoredName(name) ? name : undefined;
}

/**
 * Removes the files of the uploads nothing references any more (asked in one query, by upload,
 * so all widths of an upload go or stay together); answers the names removed.
 */
async function removeUnreferenced(db: Database, store: PhotoStore, names: string[]) {
  const unused = new Set(await unreferencedUploadIds(db, [...new Set(names.map(uploadIdOf))]));
  const removed = names.filter((name) => unused.has(uploadIdOf(name)));
  await store.remove(removed);
  return removed;
}

/**
 * After a committed edit that replaced a photo, or a committed delete: removes the photo it had
 * if it is one of our uploads and no listing, user or category uses it any more (a seller may
 * have listed the same photo twice). Never throws: the change already happened, so a failure
 * to remove is logged, and the next sweep removes the file once it is old enough.
 */
export async function removeUnusedUpload(
  db: Database,
  store: PhotoStore,
  imageUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const name = uploadNameOf(imageUrl);
  if (!name) return;
  // The address names the largest width; the smaller ones follow from it.
  const names = variantsOf(imageUrl)?.map((variant) =>
    variant.url.slice(UPLOADS_URL_PREFIX.length),
  );
  try {
    await removeUnreferenced(db, store, names ?? [name]);
  } catch (error) {
    log.warn({ err: error, imageUrl }, 'could not remove an unused photo');
  }
}

/**
 * Removes uploads older than `maxAgeHours` that nothing references: photos uploaded for a form
 * that was never sent, and partial files of a crash. Like the order expiry (decision 0013) it is
 * idempotent, and on PostgreSQL one copy at a time runs it (jobs/uploadSweep.ts); the only
 * decision, which names are still used, is one statement. Answers the names it removed.
 */
export async function sweepAbandonedUploads(
  db: Database,
  store: PhotoStore,
  maxAgeHours: number,
  now = Date.now(),
): Promise<string[]> {
  const batch = await store.writtenBefore(new Date(now - maxAgeHours * 3_600_000), SWEEP_BATCH);
  // A partial file is never referenced: an upload that crashed half-way.
  const partial = batch.filter((name) => PARTIAL_NAME.test(name));
  const stored = batch.filter(isStoredName);
  await store.remove(partial);
  return [...partial, ...(stored.length === 0 ? [] : await removeUnreferenced(db, store, stored))];
}
