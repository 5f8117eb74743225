import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { photoFiles } from '../db/schema';
import { uploadsDir } from '../images/diskPhotoStore';
import type { PhotoStoreKind } from '../images/photoStore';
import type { TestApp } from './buildTestApp';

const HOUR = 3_600_000;

/** Both stores, for suites that must hold whichever one a server uses. */
export const PHOTO_STORE_KINDS: readonly PhotoStoreKind[] = ['disk', 'database'];

/**
 * Every name the app's photo store holds, as it holds them: on disk the folder's entries (the
 * hidden partial files of a broken upload too), in the database the rows' names. Sorted.
 */
export async function storedPhotoNames(testApp: TestApp): Promise<string[]> {
  if (testApp.app.photos.kind === 'disk') {
    const folder = uploadsDir(testApp.config.DATA_DIR);
    mkdirSync(folder, { recursive: true });
    return readdirSync(folder).sort();
  }
  const rows = await testApp.db.select({ name: photoFiles.name }).from(photoFiles);
  return rows.map((row) => row.name).sort();
}

/**
 * A file in the app's photo store as an upload (or, on disk, a crash) left it, written
 * `ageHours` ago, put straight into the store's place (a file, a row): the sweep's own view.
 */
export async function putStoredPhoto(
  testApp: TestApp,
  name: string,
  ageHours = 0,
  data = Buffer.from('photo bytes'),
): Promise<void> {
  const when = new Date(Date.now() - ageHours * HOUR);
  if (testApp.app.photos.kind === 'disk') {
    const folder = uploadsDir(testApp.config.DATA_DIR);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, name);
    writeFileSync(file, data);
    utimesSync(file, when, when);
    return;
  }
  await testApp.db.insert(photoFiles).values({ name, data, createdAt: when });
}

/** Whether the app's photo store holds `name`. */
export const isStored = async (testApp: TestApp, name: string) =>
  (await storedPhotoNames(testApp)).includes(name);

/** Empties the photo_files table of a database several test apps share. */
export const emptyPhotoTable = (testApp: TestApp) => testApp.db.execute(sql`delete from photo_files`);
