import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { variantName } from '../../shared/imageVariants';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../plugins/errors';
import { encodeVariants } from './encodeVariants';
import { type ImageType, SNIFF_BYTES, sniffImageType } from './sniffImageType';

export { UPLOADS_URL_PREFIX } from '../../shared/imageVariants';

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

/** The upload's bytes once they prove an image and stay within `maxBytes` (at most 5 MB in memory). */
async function readImage(source: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let type: ImageType | undefined;
  await pipeline(
    source,
    imageGate(maxBytes, (found) => (type = found)),
    async (gated: AsyncIterable<Buffer>) => {
      for await (const chunk of gated) chunks.push(chunk);
    },
  );
  if (!type) throw new Error('image stream ended without a type');
  return Buffer.concat(chunks);
}

/**
 * Stores an uploaded image as WebP in each width (encodeVariants: upright, no metadata) under one
 * fresh random UUID in `dir`, and answers the largest variant's name. Each file is written to a
 * hidden temporary name and renamed only once all are written, so a refused or broken upload
 * leaves nothing behind and nobody can fetch half a file.
 */
export async function storeImage(source: Readable, dir: string, maxBytes: number): Promise<string> {
  const variants = await encodeVariants(await readImage(source, maxBytes));
  await mkdir(dir, { recursive: true });
  const uploadId = randomUUID();
  const files = variants.map(({ width, data }) => ({
    data,
    temporary: path.join(dir, `.${uploadId}-${width}.part`),
    final: path.join(dir, variantName(uploadId, width)),
  }));
  try {
    for (const file of files) await writeFile(file.temporary, file.data, { flag: 'wx' });
    for (const file of files) await rename(file.temporary, file.final);
  } catch (error) {
    await Promise.all(
      files
        .flatMap((file) => [file.temporary, file.final])
        .map((name) => rm(name, { force: true })),
    );
    throw error;
  }
  return variantName(uploadId, Math.max(...variants.map((variant) => variant.width)));
}
