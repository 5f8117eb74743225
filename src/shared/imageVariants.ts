/**
 * How the image store names the sizes of one upload (decision 0035), shared so the client can
 * build `srcset` from the one address an upload answers, with no extra request.
 *
 * Every upload is written as WebP at the standard widths below its own width, plus its own width
 * capped at the largest: `/uploads/<uuid>-320.webp`, `-640.webp`, `-1280.webp`. A photo is never
 * enlarged, so a 500 px photo gets `-320.webp` and `-500.webp`. The upload answers the largest.
 */

/** Where uploaded images are served from, outside the API prefix. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The widths (px) every upload is written at, smallest first: a card, a book page, a wide screen. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export const LARGEST_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A variant's file name: the upload's UUID, its width and `.webp`. */
export const VARIANT_NAME = new RegExp(`^(${UUID})-([1-9][0-9]{0,3})\\.webp$`);

/** The widths written for a photo `width` px wide once upright; never wider than the photo. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((standard) => standard < largest), largest];
}

export const variantName = (uploadId: string, width: number) => `${uploadId}-${width}.webp`;

/**
 * The sizes of an image address, smallest first, when it names the largest variant of one of our
 * uploads; undefined for anything else (a demo SVG, an upload from before decision 0035, an
 * address on another host), which is then shown as it is.
 */
export function variantsOf(url: string): { url: string; width: number }[] | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const match = VARIANT_NAME.exec(url.slice(UPLOADS_URL_PREFIX.length));
  if (!match) return undefined;
  const [, uploadId = '', width = ''] = match;
  const largest = Number(width);
  if (largest > LARGEST_IMAGE_WIDTH) return undefined;
  return variantWidths(largest).map((size) => ({
    url: `${UPLOADS_URL_PREFIX}${variantName(uploadId, size)}`,
    width: size,
  }));
}

/** The `srcset` of an address: its widths when it is one of our uploads (variantsOf), else none. */
export function srcSetOf(url: string): string | undefined {
  const variants = variantsOf(url);
  if (!variants || variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * How wide the book page shows its cover (src/client/features/book/bookPage.css): 16rem on
 * phones, a column beside the details on wider screens. Shared because the server's page preloads
 * the same width the page's <img> will choose (src/server/pages/openGraph.ts).
 */
export const BOOK_PAGE_COVER_SIZES =
  '(max-width: 767.98px) 16rem, (max-width: 1199.98px) 300px, 420px';
