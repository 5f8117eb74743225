import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { IMAGE_FIELD } from '../../src/shared/constants';
import { UploadResponseSchema } from '../../src/shared/schemas/upload';
import type { Person } from './api';
import type { ProductCopy } from './copies';
import type { CheckResult } from './report';

const PHOTO = path.resolve(__dirname, '../../e2e/fixtures/book-cover.png');

const digest = (bytes: ArrayBuffer) =>
  createHash('sha256').update(Buffer.from(bytes)).digest('hex').slice(0, 12);

/** 3. A photo uploaded through the first copy is served, the same bytes, by every copy. */
export async function photoEverywhere(copies: ProductCopy[], seller: Person): Promise<CheckResult> {
  const [first] = copies;
  const form = new FormData();
  form.append(IMAGE_FIELD, new Blob([readFileSync(PHOTO)], { type: 'image/png' }), 'cover.png');
  const uploaded = await fetch(`${first!.baseUrl}${API_PREFIX}${API.upload.url()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  if (!uploaded.ok) {
    throw new Error(`upload through ${first!.name}: ${uploaded.status} ${await uploaded.text()}`);
  }
  const { url } = UploadResponseSchema.parse(await uploaded.json()).data;
  // The path only: an absolute URL would name the copy (or a Host) it was built from.
  const photoPath = url.startsWith('/') ? url : new URL(url).pathname;
  const served = await Promise.all(
    copies.map(async (copy) => {
      const response = await fetch(`${copy.baseUrl}${photoPath}`);
      const bytes = response.ok ? digest(await response.arrayBuffer()) : undefined;
      return { copy: copy.name, status: response.status, bytes };
    }),
  );
  const reference = served[0]?.bytes;
  const passed = served.every((one) => one.status === 200 && one.bytes === reference);
  return {
    name: `photo uploaded through ${first!.name} is served by every copy`,
    passed,
    figures: [
      `uploaded ${photoPath}`,
      served
        .map((one) => `${one.copy} ${one.status}${one.bytes ? ` sha256 ${one.bytes}…` : ''}`)
        .join(', '),
    ],
    ...(passed
      ? {}
      : {
          note: 'the photo is on the disk of the copy that took it: shared photo storage not merged yet?',
        }),
  };
}
