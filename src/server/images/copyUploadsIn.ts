import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photoFiles } from '../db/schema';
import { uploadsDir } from './diskPhotoStore';
import { isStoredName } from './photoStore';

/** How many files are looked up, then read and written, at a time (bounded memory). */
const BATCH = 50;

/**
 * The photos a server on PGlite (or an older one on PostgreSQL) wrote to DATA_DIR/uploads,
 * copied into photo_files when the server starts on PostgreSQL, each with its modification time
 * as its age (the upload sweep goes by it). Files already in the table are skipped, and a row
 * another copy starting at the same moment inserted first wins (on conflict do nothing), so it
 * may run at every start of every copy. The folder is left as it was. Answers how many it copied.
 */
export async function copyUploadsFolderIn(db: Database, dataDir: string): Promise<number> {
  const directory = uploadsDir(dataDir);
  const names = (
    await readdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    })
  ).filter(isStoredName);
  let copied = 0;
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const present = await db
      .select({ name: photoFiles.name })
      .from(photoFiles)
      .where(inArray(photoFiles.name, batch));
    const known = new Set(present.map((row) => row.name));
    const rows = [];
    for (const name of batch.filter((name) => !known.has(name))) {
      const file = path.join(directory, name);
      const info = await stat(file);
      if (info.isFile()) rows.push({ name, data: await readFile(file), createdAt: info.mtime });
    }
    if (rows.length === 0) continue;
    const inserted = await db
      .insert(photoFiles)
      .values(rows)
      .onConflictDoNothing()
      .returning({ name: photoFiles.name });
    copied += inserted.length;
  }
  return copied;
}
