/**
 * Phones shrink a photo before sending it (decision 0035): a 12 MP camera photo is 3 to 6 MB, which
 * takes a minute on mobile data and may pass the store's 5 MB cap, while the store keeps at most
 * 1280 px of it. 2048 px leaves the server room to choose its widths; WebP at 0.85 keeps the look.
 */
export const SHRINK_LONGEST_SIDE = 2048;
export const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
const QUALITY = 0.85;

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The size to redraw a photo at before uploading it, or null to send it as it is: only a photo
 * longer than SHRINK_LONGEST_SIDE on a side, or heavier than SHRINK_ABOVE_BYTES, is redrawn, and
 * never enlarged (a heavy small photo is only re-encoded).
 */
export function shrinkTarget(photo: PhotoSize & { bytes: number }): PhotoSize | null {
  const longest = Math.max(photo.width, photo.height);
  if (longest <= SHRINK_LONGEST_SIDE && photo.bytes <= SHRINK_ABOVE_BYTES) return null;
  const scale = Math.min(1, SHRINK_LONGEST_SIDE / longest);
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/**
 * The photo redrawn at shrinkTarget's size, upright (the browser applies its EXIF orientation), as
 * WebP, or JPEG where the browser cannot write WebP (it then answers PNG). Anything that fails, or
 * a result no smaller, sends the original: the server resizes it anyway.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const target = shrinkTarget({ width: bitmap.width, height: bitmap.height, bytes: file.size });
      const canvas = document.createElement('canvas');
      const context = target && canvas.getContext('2d');
      if (!target || !context) return file;
      [canvas.width, canvas.height] = [target.width, target.height];
      context.drawImage(bitmap, 0, 0, target.width, target.height);
      const webp = await encode(canvas, 'image/webp');
      const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg');
      if (!blob || blob.size >= file.size) return file;
      const name =
        file.name.replace(/\.[^.]*$/, '') + (blob.type === 'image/webp' ? '.webp' : '.jpg');
      return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
