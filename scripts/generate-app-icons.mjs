#!/usr/bin/env node
/**
 * The installed app's icons (public/manifest.webmanifest), drawn from public/favicon.svg with
 * sharp: 192 and 512 px as they are, and a maskable 512 px whose artwork sits inside the
 * launcher's safe zone (the middle 80 %) on the header's navy, so a round or squircle mask never
 * cuts the book. The PNGs are committed (a fresh clone needs no image tool to build); run
 * `node scripts/generate-app-icons.mjs` again after changing the favicon.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const NAVY = '#1f3b4d';
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'));

/** The favicon drawn at `size` px (rendered at that size from the vector, never upscaled). */
const drawn = (size) => sharp(favicon, { density: (72 * size) / 64 }).resize(size, size);

const png = (image) => image.png({ compressionLevel: 9, palette: true });

async function main() {
  for (const size of [192, 512]) {
    await png(drawn(size)).toFile(join(PUBLIC, 'icons', `icon-${size}.png`));
  }
  const size = 512;
  const inner = Math.round(size * 0.7);
  const artwork = await drawn(inner).png().toBuffer();
  await png(
    sharp({ create: { width: size, height: size, channels: 4, background: NAVY } }).composite([
      { input: artwork, gravity: 'centre' },
    ]),
  ).toFile(join(PUBLIC, 'icons', 'icon-maskable-512.png'));
}

await main();
