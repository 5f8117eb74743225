import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { variantsOf } from '../../shared/imageVariants';
import type { Database } from '../db/client';
import { unreferencedUploadIds } from '../db/queries/uploadReferences';
import { uploadsDir, UPLOADS_URL_PREFIX } from './imageStore';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Names storeImage gives: a random UUID with a width and `.webp` (one file per width, decision
 * 0035), or, from before, the UUID and the extension the bytes proved. Anything else in the
 * folder is not ours and is never touched.
 */
const STORED_NAME = new RegExp(`^(${UUID})(-[1-9][0-9]{0,3}\\.webp|\\.(jpg|png|gif|webp))$`);
/** The hidden names it writes to first: `.<uuid>-<width>.part` (before 0035 `.<uuid>.part`). */
const PARTIAL_NAME = new RegExp(`^\\.${UUID}(-[1-9][0-9]{0,3})?\\.part$`);

/** The upload a stored file belongs to: every width of one upload shares its UUID. */
const uploadIdOf = (name: string) => STORED_NAME.exec(name)?.[1] ?? '';

/** How many files one sweep looks at, oldest first; the next sweep goes on. */
const SWEEP_BATCH = 1000;

/** The store's file name behind an image address, or undefined if it is not one of our uploads. */
export function uploadNameOf(imageUrl: string): string | undefined {
  if (!imageUrl.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = imageUrl.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : undefined;
}

/**
 * Removes the files of the uploads nothing references any more (asked in one query, by upload,
 * so all widths of an upload go or stay together); answers the names removed.
 */
async function removeUnreferenced(db: Database, dataDir: string, names: string[]) {
  const unused = new Set(await unreferencedUploadIds(db, [...new Set(names.map(uploadIdOf))]));
  return removeFiles(
    dataDir,
    names.filter((name) => unused.has(uploadIdOf(name))),
  );
}

async function removeFiles(dataDir: string, names: string[]) {
  const directory = uploadsDir(dataDir);
  // A name is ours (checked by the callers), so joining it cannot leave the uploads folder.
  await Promise.all(names.map((name) => rm(path.join(directory, name), { force: true })));
  return names;
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
  // The address names the largest width; the smaller ones follow from it.
  const names = variantsOf(imageUrl)?.map((variant) =>
    variant.url.slice(UPLOADS_URL_PREFIX.length),
  );
  try {
    await removeUnreferenced(db, dataDir, names ?? [name]);
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
  for (const name of names.filter((name) => STORED_NAME.test(name) || PARTIAL_NAME.test(name))) {
    const info = await stat(path.join(directory, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) aged.push({ name, modified: info.mtimeMs });
  }
  aged.sort((a, b) => a.modified - b.modified);
  const batch = aged.slice(0, SWEEP_BATCH).map((file) => file.name);
  // A partial file is never referenced: an upload that crashed half-way.
  const partial = batch.filter((name) => PARTIAL_NAME.test(name));
  const stored = batch.filter((name) => STORED_NAME.test(name));
  return [
    ...(await removeFiles(dataDir, partial)),
    ...(stored.length === 0 ? [] : await removeUnreferenced(db, dataDir, stored)),
  ];
}
