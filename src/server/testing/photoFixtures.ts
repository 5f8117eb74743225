import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
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

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function formWithFile(
  content: Buffer,
  { field = 'image', filename = 'cover.png', type = 'image/png' } = {},
) {
  const boundary = `----form${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/upload of `image` as `headers`' signed-in caller, through `testApp`. */
export const uploadThrough = (testApp: TestApp, image: Buffer, headers: Record<string, string>) => {
  const form = formWithFile(image);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

/** A PNG chunk: its length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of less than 100 bytes whose header declares an 8-bit RGB canvas of `width` × `height`,
 * followed by a few rows of pixel data: what a decompression bomb looks like to a header reader.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
