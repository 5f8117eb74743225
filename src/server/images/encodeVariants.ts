import sharp from 'sharp';
import { LARGEST_IMAGE_WIDTH, variantWidths } from '../../shared/imageVariants';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';
import { IMAGE_MAX_PIXELS } from './imageDimensions';

/**
 * libvips works each image with one thread, and photoEncoder.ts bounds how many are encoded at
 * once: an encode then holds one of libuv's four pool threads and at most one of the machine's
 * cores, so file reads, crypto and the event loop of other requests keep theirs (decision 0035).
 * Its operation cache only helps when the same image is worked again, which an upload never is.
 */
sharp.concurrency(1);
sharp.cache(false);

/** WebP's usual setting for photos; what it weighs at each width is in decision 0035. */
const WEBP_QUALITY = 80;

export interface Variant {
  width: number;
  data: Buffer;
}

/**
 * The photo upright (its EXIF orientation applied), no wider than the largest variant, as plain
 * 8-bit sRGB pixels: decoded once, and a JPEG is shrunk while it is decoded. Nothing of the
 * file's metadata (EXIF with its GPS position, XMP, ICC profile) survives plain pixels.
 */
async function uprightPixels(input: Buffer) {
  try {
    // The pixel limit again, from the header libvips reads itself: encodeVariants may be called
    // without checkImageDimensions (the image pipeline's benchmark).
    return await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The bytes looked like an image type but do not decode: cut short, damaged or forged.
    throw new HttpError(400, SERVER_ERRORS.imageUnreadable);
  }
}

/**
 * The upload as WebP at each width of shared/imageVariants.ts, upright and without metadata.
 * Refuses bytes that do not decode with a 400 (imageUnreadable). Uploads go through
 * photoEncoder.ts, which checks the image's declared size first and takes turns between people.
 */
export async function encodeVariants(input: Buffer): Promise<Variant[]> {
  const { data, info } = await uprightPixels(input);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: Variant[] = [];
  // One after another: an encode keeps to one pool thread and one core (see photoEncoder.ts).
  for (const width of variantWidths(info.width)) {
    const webp = await sharp(data, { raw })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ width, data: webp });
  }
  return variants;
}
