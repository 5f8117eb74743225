import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { ChunkRecord } from './chunkGraph';

export interface Bytes {
  js: number;
  css: number;
}

/**
 * Gzip size of every file as the server would send it: level 9, the level of the build's own
 * .gz copies (compression-webpack-plugin), computed here because small files get no copy.
 */
export function gzipMeter(clientDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const content = readFileSync(path.join(clientDir, file));
      size = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

export function gzipOf(chunks: readonly ChunkRecord[], gzip: (file: string) => number): Bytes {
  const bytes = { js: 0, css: 0 };
  for (const file of new Set(chunks.flatMap((chunk) => chunk.files)))
    bytes[file.endsWith('.css') ? 'css' : 'js'] += gzip(file);
  return bytes;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `node_modules/@scope/name` or `node_modules/name`; a source folder for the project's own. */
function packageOf(file: string): string {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
  const name = parts[at + 1] ?? '';
  return name.startsWith('@') ? `${name}/${parts[at + 2] ?? ''}` : name;
}

/** The biggest packages (source size before minifying) of some chunks: what to cut next. */
export function biggestPackages(chunks: readonly ChunkRecord[], count: number): string[] {
  const totals = new Map<string, number>();
  for (const { file, size } of chunks.flatMap((chunk) => chunk.modules))
    totals.set(packageOf(file), (totals.get(packageOf(file)) ?? 0) + size);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, size]) => `${name} ${kb(size)}`);
}
