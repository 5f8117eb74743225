import { availableParallelism } from 'node:os';
import { encodeVariants, type Variant } from './encodeVariants';
import { FairQueue } from './fairQueue';
import { checkImageDimensions } from './imageDimensions';

/**
 * How many photos one server copy encodes at once unless PHOTO_ENCODERS says: one core is left
 * to requests, and at most two run together, because each holds one of libuv's four pool threads
 * (which file reads and crypto share) and up to about 330 MB while it decodes the largest image
 * accepted (a 64-megapixel GIF; decision 0035).
 */
export const defaultPhotoEncoders = (cores = availableParallelism()) =>
  Math.max(1, Math.min(cores - 1, 2));

export interface PhotoEncoder {
  /**
   * The upload's variants (encodeVariants), encoded when `personId`'s turn comes. An image whose
   * header declares too large or too narrow a canvas is refused at once, before it waits or any
   * of its pixels is decoded (imageDimensions.ts).
   */
  encode(personId: string, input: Buffer): Promise<Variant[]>;
}

/**
 * Encodes uploads off the request's own work, `concurrency` at a time, taking turns between
 * people (FairQueue): someone who sends many photos at once delays someone else's by at most one
 * photo, and only their own wait behind each other.
 */
export function photoEncoder(concurrency: number): PhotoEncoder {
  const queue = new FairQueue(concurrency);
  return {
    async encode(personId, input) {
      await checkImageDimensions(input);
      return queue.run(personId, () => encodeVariants(input));
    },
  };
}
