import sharp from 'sharp';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';

/**
 * The largest image the store decodes (decision 0035). A 50-megapixel phone photo fits; a file of
 * a few hundred kilobytes may declare a canvas of 1 × 63,000,000, which takes 20 s and 190 MB to
 * decode, so each side, the pixels in all and the shape are bounded. The words of
 * SERVER_ERRORS.imageDimensionsTooLarge and imageTooNarrow name these numbers.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 64_000_000;
/** The long side over the short one: a photo of one book's spine is about 1:12. */
export const IMAGE_MAX_ASPECT_RATIO = 20;

/** An image's size as its header declares it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The refusal an image of this declared size gets, or undefined when the store decodes it. */
export function dimensionsRefusal({ width, height }: ImageSize): HttpError | undefined {
  const [long, short] = width >= height ? [width, height] : [height, width];
  if (long > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    return new HttpError(400, SERVER_ERRORS.imageDimensionsTooLarge);
  if (long > short * IMAGE_MAX_ASPECT_RATIO)
    return new HttpError(400, SERVER_ERRORS.imageTooNarrow);
  return undefined;
}

/**
 * Refuses an image whose header declares more than the store decodes, in a few milliseconds:
 * sharp's metadata() reads the header only, no pixel data. Bytes without a readable header are
 * refused as unreadable (400 imageUnreadable).
 */
export async function checkImageDimensions(input: Buffer): Promise<void> {
  let size: ImageSize;
  try {
    size = await sharp(input).metadata();
  } catch {
    throw new HttpError(400, SERVER_ERRORS.imageUnreadable);
  }
  const refusal = dimensionsRefusal(size);
  if (refusal) throw refusal;
}
