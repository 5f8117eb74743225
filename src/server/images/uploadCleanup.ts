import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { unreferencedUploads } from '../db/queries/uploadReferences';
import { uploadsDir, UPLOADS_URL_PREFIX } from './imageStore';

/**
 * Names storeImage gives: a random UUID and the extension the bytes proved, or the hidden
 * `.<uuid>.part` it writes to first. Anything else in the folder is not ours and is never touched.
 */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;
const PARTIAL_NAME = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;
const isOurs = (name: string) => STORED_NAME.test(name) || PARTIAL_NAME.test(name);

/** How many files one sweep looks at, oldest first; the next sweep goes on. */
const SWEEP_BATCH = 1000;

/** The store's file name behind an image address, or undefined if it is not one of our uploads. */
export function uploadNameOf(imageUrl: string): string | undefined {
  if (!imageUrl.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = imageUrl.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : undefined;
}

/** Removes the names nothing references any more (asked in one query); answers those removed. */
async function removeUnreferenced(db: Database, dataDir: string, names: string[]) {
  const unused = await unreferencedUploads(db, names);
  const directory = uploadsDir(dataDir);
  // A name is ours (checked above), so joining it cannot leave the uploads folder.
  await Promise.all(unused.map((name) => rm(path.join(directory, name), { force: true })));
  return unused;
}

/**
 * After a committed edit that replaced a photo, or a committed delete: removes the photo it had
 * if it is one of our uploads and no listing, user or category uses it any more (a seller may
 * have listed the same photo twice). Never throws: the change already happened, so a failure
 * to remove is logged, and the next sweep removes the file once it is old enough.
 */
export async function removeUnusedUpload(
  db: Database,
  dataDir: string,
  imageUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const name = uploadNameOf(imageUrl);
  if (!name) return;
  try {
    await removeUnreferenced(db, dataDir, [name]);
  } catch (error) {
    log.warn({ err: error, imageUrl }, 'could not remove an unused photo');
  }
}

/**
 * Removes uploads older than `maxAgeHours` that nothing references: photos uploaded for a form
 * that was never sent, and partial files of a crash. Like the order expiry (decision 0013) it is
 * idempotent, so every server copy may run it at any time; the only decision, which names are
 * still used, is one statement. Answers the names it removed.
 */
export async function sweepAbandonedUploads(
  db: Database,
  dataDir: string,
  maxAgeHours: number,
  now = Date.now(),
): Promise<string[]> {
  const directory = uploadsDir(dataDir);
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const cutoff = now - maxAgeHours * 3_600_000;
  const aged: { name: string; modified: number }[] = [];
  for (const name of names.filter(isOurs)) {
    const info = await stat(path.join(directory, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) aged.push({ name, modified: info.mtimeMs });
  }
  aged.sort((a, b) => a.modified - b.modified);
  const batch = aged.slice(0, SWEEP_BATCH).map((file) => file.name);
  return batch.length === 0 ? [] : removeUnreferenced(db, dataDir, batch);
}
