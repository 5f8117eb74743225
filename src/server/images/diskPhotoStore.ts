import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isStoredName,
  PARTIAL_NAME,
  type PhotoFile,
  type PhotoStore,
  type StoredPhoto,
} from './photoStore';

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'uploads');

const missing = (error: NodeJS.ErrnoException) =>
  error.code === 'ENOENT' || error.code === 'EISDIR';

/**
 * Photos as files in DATA_DIR/uploads, for one process on PGlite. Each file is written to a
 * hidden temporary name and renamed only once all of an upload's files are written, so a broken
 * upload leaves nothing anyone can fetch, and the sweep removes its partial files later.
 */
export function diskPhotoStore(dataDir: string): PhotoStore {
  const directory = uploadsDir(dataDir);
  // Every name is checked first (isStoredName, PARTIAL_NAME), so a join stays in the folder.
  const fileOf = (name: string) => path.join(directory, name);

  return {
    kind: 'disk',
    async saveAll(files: readonly PhotoFile[]) {
      await mkdir(directory, { recursive: true });
      const named = files.map((file) => {
        if (!isStoredName(file.name)) throw new Error(`not a stored photo name: ${file.name}`);
        return { ...file, temporary: fileOf(`.${file.name.replace(/\.webp$/, '')}.part`) };
      });
      try {
        for (const file of named) await writeFile(file.temporary, file.data, { flag: 'wx' });
        for (const file of named) await rename(file.temporary, fileOf(file.name));
      } catch (error) {
        await Promise.all(
          named
            .flatMap((file) => [file.temporary, fileOf(file.name)])
            .map((name) => rm(name, { force: true })),
        );
        throw error;
      }
    },

    async read(name: string): Promise<StoredPhoto | undefined> {
      if (!isStoredName(name)) return undefined;
      try {
        const [data, info] = await Promise.all([readFile(fileOf(name)), stat(fileOf(name))]);
        return { data, storedAt: info.mtime };
      } catch (error) {
        if (missing(error as NodeJS.ErrnoException)) return undefined;
        throw error;
      }
    },

    async writtenBefore(cutoff: Date, limit: number) {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const aged: { name: string; modified: number }[] = [];
      for (const name of names.filter((name) => isStoredName(name) || PARTIAL_NAME.test(name))) {
        const info = await stat(fileOf(name)).catch(() => undefined);
        if (info?.isFile() && info.mtime < cutoff) aged.push({ name, modified: info.mtimeMs });
      }
      aged.sort((a, b) => a.modified - b.modified);
      return aged.slice(0, limit).map((file) => file.name);
    },

    async remove(names: readonly string[]) {
      const ours = names.filter((name) => isStoredName(name) || PARTIAL_NAME.test(name));
      await Promise.all(ours.map((name) => rm(fileOf(name), { force: true })));
    },
  };
}
