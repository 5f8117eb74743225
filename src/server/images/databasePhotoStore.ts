import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photoFiles } from '../db/schema';
import { isStoredName, type PhotoFile, type PhotoStore, type StoredPhoto } from './photoStore';

/**
 * Photos as rows of photo_files on PostgreSQL, which every copy of the server reads: an upload
 * through one copy is served by all. An upload's files go in in one statement, so all or none.
 */
export function databasePhotoStore(db: Database): PhotoStore {
  return {
    kind: 'database',
    async saveAll(files: readonly PhotoFile[]) {
      for (const file of files)
        if (!isStoredName(file.name)) throw new Error(`not a stored photo name: ${file.name}`);
      await db.insert(photoFiles).values(files.map(({ name, data }) => ({ name, data })));
    },

    async read(name: string): Promise<StoredPhoto | undefined> {
      if (!isStoredName(name)) return undefined;
      const [row] = await db
        .select({ data: photoFiles.data, storedAt: photoFiles.createdAt })
        .from(photoFiles)
        .where(eq(photoFiles.name, name));
      return row;
    },

    async writtenBefore(cutoff: Date, limit: number) {
      const rows = await db
        .select({ name: photoFiles.name })
        .from(photoFiles)
        .where(lt(photoFiles.createdAt, cutoff))
        .orderBy(asc(photoFiles.createdAt))
        .limit(limit);
      return rows.map((row) => row.name);
    },

    async remove(names: readonly string[]) {
      if (names.length === 0) return;
      await db.delete(photoFiles).where(inArray(photoFiles.name, [...names]));
    },
  };
}
