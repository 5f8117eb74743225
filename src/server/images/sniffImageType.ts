import type { IMAGE_TYPES } from '../../shared/constants';

/** What a stored image is: its extension on disk, which also decides its served Content-Type. */
export interface ImageType {
  mime: (typeof IMAGE_TYPES)[number];
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

/** Enough of the start of a file to recognise every accepted type (WebP needs 12 bytes). */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Recognises JPEG, PNG, GIF and WebP by their first bytes (their "magic numbers"). The file's
 * name and the declared type are the uploader's word, so they are never consulted: a script
 * named photo.png must not be served back as anything.
 */
export function sniffImageType(head: Buffer): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
