import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { IMAGE_FIELD } from '../../src/shared/constants';
import type { AbuseResult } from './report';
import { seconds } from './sockets';

const PHOTO = path.resolve(__dirname, '../../e2e/fixtures/book-cover.png');
/** A normal photo upload of another seller, while the large images are refused or queued. */
const NORMAL_UPLOAD_GOAL_MS = 3000;
/** How long the check waits for the large uploads' answers before leaving them running. */
const LARGE_WAIT_MS = 120_000;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of `width` × `height` grey pixels, all black: a few hundred KB on the wire that
 * decode to `height` rows (63,000,000 pixels: just under the decoder's 64-megapixel refusal).
 */
export function tallPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), no interlace: the zeros already there
  // Each row: its filter byte (0) and its pixels, all zero.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POST /upload of `bytes` as the photo; answers its status and time. */
export async function upload(baseUrl: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(IMAGE_FIELD, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${API_PREFIX}${API.upload.url()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    return { status: String(response.status), ms: performance.now() - started };
  } catch (error) {
    return { status: (error as Error).message, ms: performance.now() - started };
  }
}

/**
 * Three uploads of a 1 × 63,000,000-pixel PNG by one seller, then, while they are refused or
 * queued, another seller's ordinary photo (60 KB): how long it takes.
 */
export async function largeImages(
  baseUrl: string,
  abuserToken: string,
  sellerToken: string,
): Promise<AbuseResult[]> {
  const tall = tallPng(1, 63_000_000);
  const large = [1, 2, 3].map((i) => upload(baseUrl, abuserToken, tall, `tall-${i}.png`));
  await sleep(300);
  const normal = await upload(baseUrl, sellerToken, readFileSync(PHOTO), 'cover.png');
  const timeout = sleep(LARGE_WAIT_MS, undefined, { ref: false });
  const answered = await Promise.race([Promise.all(large), timeout]);
  return [
    {
      check: `three 1 × 63,000,000 px PNGs (${Math.round(tall.length / 1024)} KB each)`,
      saw: `another seller's photo upload: ${normal.status} in ${Math.round(normal.ms)} ms`,
      goal: `within ${NORMAL_UPLOAD_GOAL_MS} ms`,
      passed: normal.status === '200' && normal.ms <= NORMAL_UPLOAD_GOAL_MS,
      details: [
        answered
          ? `the large ones: ${answered.map((a) => `${a.status} in ${seconds(a.ms)}`).join(', ')}`
          : `the large ones still unanswered after ${seconds(LARGE_WAIT_MS)}`,
      ],
    },
  ];
}
