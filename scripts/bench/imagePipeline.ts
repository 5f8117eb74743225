import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { brotliCompressSync } from 'node:zlib';
import sharp from 'sharp';
import { encodeVariants } from '../../src/server/images/encodeVariants';
import { IMAGE_WIDTHS } from '../../src/shared/imageVariants';

/**
 * What the image pipeline (decision 0035) costs and saves, printed, never asserted: a synthetic
 * 12 MP phone photo (smooth shapes plus sensor grain, JPEG quality 90, EXIF orientation 6) is run
 * through the server's encode as an upload is, and through AVIF at the same widths for
 * comparison; then a demo cover (SVG) against WebP at the card's width.
 * `npx tsx scripts/bench/imagePipeline.ts` (several rounds; the median is printed).
 */
const ROUNDS = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  // Smooth coloured blobs: random pixels at 1/50 scale, enlarged.
  const blobs = await sharp(
    Buffer.from(Array.from({ length: 80 * 60 * 3 }, () => Math.random() * 255)),
    {
      raw: { width: 80, height: 60, channels: 3 },
    },
  )
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Fine grain, as a phone's sensor leaves it.
  const grained = Buffer.from(
    blobs.map((value) => Math.max(0, Math.min(255, value + (Math.random() - 0.5) * 24))),
  );
  return sharp(grained, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Bench' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

async function main(): Promise<void> {
  const photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  console.log(
    `12 MP photo: ${meta.width}×${meta.height} JPEG, ${kb(photo.length)}, orientation ${meta.orientation}`,
  );

  // The browser's canvas encoder is not here: sharp's WebP at the same quality stands in for it.
  const shrunk = await sharp(photo)
    .autoOrient()
    .resize({ width: 2048, height: 2048, fit: 'inside' })
    .webp({ quality: 85 })
    .toBuffer();
  console.log(
    `Sent by a phone after shrinking (2048 px WebP 0.85, approximately): ${kb(shrunk.length)}`,
  );
  const { ms: shrunkMs } = await timed(() => encodeVariants(shrunk));
  console.log(`WebP pipeline for that shrunk photo: ${shrunkMs.toFixed(0)} ms`);

  // The same measure with nothing encoding, for comparison (the machine is shared).
  const idleDelay = monitorEventLoopDelay({ resolution: 10 });
  idleDelay.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idleDelay.disable();
  console.log(
    `Event loop delay idle: p99 ${(idleDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(idleDelay.max / 1e6).toFixed(1)} ms`,
  );

  const webpTimes: number[] = [];
  let variants: Awaited<ReturnType<typeof encodeVariants>> = [];
  // How long the event loop (every other request) waits while photos are encoded.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  for (let round = 0; round < ROUNDS; round += 1) {
    const { result, ms } = await timed(() => encodeVariants(photo));
    webpTimes.push(ms);
    variants = result;
  }
  loopDelay.disable();
  console.log(
    `Event loop delay while encoding: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `WebP pipeline (decode once, ${IMAGE_WIDTHS.join('/')} px): median ${median(webpTimes).toFixed(0)} ms`,
  );
  for (const variant of variants)
    console.log(`  ${variant.width} px WebP: ${kb(variant.data.length)}`);

  const avifTimes: number[] = [];
  const avifBytes = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ms } = await timed(async () => {
      for (const width of IMAGE_WIDTHS) {
        const avif = await sharp(photo)
          .autoOrient()
          .resize({ width })
          .avif({ quality: 50 })
          .toBuffer();
        avifBytes.set(width, avif.length);
      }
    });
    avifTimes.push(ms);
  }
  console.log(
    `AVIF (quality 50, effort 4, same widths): median ${median(avifTimes).toFixed(0)} ms`,
  );
  for (const [width, bytes] of avifBytes) console.log(`  ${width} px AVIF: ${kb(bytes)}`);

  const cover = readFileSync(path.resolve('public/images/books/sapiens.svg'));
  const coverWebp = await sharp(cover, { density: (72 * 640) / 400 })
    .resize({ width: 640 })
    .webp({ quality: 80 })
    .toBuffer();
  console.log(
    `Demo cover sapiens.svg: ${kb(cover.length)} (${kb(brotliCompressSync(cover).length)} brotli) against ${kb(coverWebp.length)} as 640 px WebP`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
