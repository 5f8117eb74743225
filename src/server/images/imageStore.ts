import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../plugins/errors';
import { type ImageType, SNIFF_BYTES, sniffImageType } from './sniffImageType';

/** Where uploaded images are served from, outside the API prefix. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'uploads');

/**
 * Passes the stream through while holding back its first bytes until they prove an image, and
 * fails as soon as it grows past `maxBytes`, so neither a non-image nor an oversize file is
 * ever written out in full.
 */
function imageGate(maxBytes: number, found: (type: ImageType) => void): Transform {
  let head: Buffer | undefined = Buffer.alloc(0);
  let total = 0;
  const release = (): Buffer => {
    const type = sniffImageType(head ?? Buffer.alloc(0));
    if (!type) throw new HttpError(400, SERVER_ERRORS.imageType);
    found(type);
    const held = head ?? Buffer.alloc(0);
    head = undefined;
    return held;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) return done(new HttpError(413, SERVER_ERRORS.imageTooLarge));
      if (!head) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      try {
        done(null, release());
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      if (total === 0) return done(new HttpError(400, SERVER_ERRORS.imageMissing));
      if (!head) return done();
      try {
        done(null, release());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Streams an uploaded image into `dir` under a fresh random name with the extension its bytes
 * prove, and answers that name. Written to a hidden temporary name and renamed at the end, so
 * a refused or broken upload leaves nothing behind and nobody can fetch half a file.
 */
export async function storeImage(source: Readable, dir: string, maxBytes: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${randomUUID()}.part`);
  const output = createWriteStream(temporary, { flags: 'wx' });
  let type: ImageType | undefined;
  try {
    await pipeline(
      source,
      imageGate(maxBytes, (found) => (type = found)),
      output,
    );
    if (!type) throw new Error('image stream ended without a type');
    const name = `${randomUUID()}.${type.extension}`;
    await rename(temporary, path.join(dir, name));
    return name;
  } catch (error) {
    // The file may still be opening when the gate refuses; remove it only once it is closed.
    if (!output.closed) await once(output, 'close').catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
