import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { variantName } from '../../shared/imageVariants';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';
import type { Variant } from './encodeVariants';
import type { PhotoStore } from './photoStore';
import { type ImageType, SNIFF_BYTES, sniffImageType } from './sniffImageType';

export { UPLOADS_URL_PREFIX } from '../../shared/imageVariants';

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
export async function readImage(source: Readable, maxBytes: number): Promise<Buffer> {
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
 * Stores an upload's variants (photoEncoder.ts: WebP in each width, upright, no metadata) under
 * one fresh random UUID in the photo store, all widths or none (a refused or broken upload leaves
 * nothing anyone can fetch), and answers the largest variant's name.
 */
export async function storeVariants(
  variants: readonly Variant[],
  store: PhotoStore,
): Promise<string> {
  const uploadId = randomUUID();
  await store.saveAll(
    variants.map(({ width, data }) => ({ name: variantName(uploadId, width), data })),
  );
  return variantName(uploadId, Math.max(...variants.map((variant) => variant.width)));
}
