/**
 * Where pictures go, fixed at build time by webpack's DefinePlugin (webpack.config.ts lists the
 * variables). Unset, the product's own image store (POST /api/upload) keeps them; with
 * IMAGE_HOST_KEY set, they go to that third-party image host (docs/product.md#post-upload).
 */
export interface ImageHostConfig {
  key: string;
  /** The host's upload endpoint; the key rides as the `key` query parameter. */
  url: string;
}

export const DEFAULT_IMAGE_HOST_URL = 'https://api.imgbb.com/1/upload';

/** The third-party host's settings, or null when the product keeps images itself. */
export function readImageHostConfig(): ImageHostConfig | null {
  // Read on each upload (not once at import), so tests can switch the host on and off.
  const key = process.env.IMAGE_HOST_KEY;
  if (!key) return null;
  return { key, url: process.env.IMAGE_HOST_URL || DEFAULT_IMAGE_HOST_URL };
}
