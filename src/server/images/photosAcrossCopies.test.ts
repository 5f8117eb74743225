/**
 * @database postgres
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoFiles } from '../db/schema';
import { uploadsDir } from '../images/diskPhotoStore';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { storedPhotoNames, uploadThrough } from '../testing/photoFixtures';
import { createTestDatabase } from '../testing/postgres/testDatabase';

/**
 * Two copies of the server on one PostgreSQL database, each with its own DATA_DIR, as behind a
 * load balancer: a photo uploaded through one is served by the other, answered the same way, and
 * the photos of an uploads folder from before are copied into the database when a copy starts.
 */
const cover = () =>
  sharp({ create: { width: 700, height: 900, channels: 3, background: '#2a6f4e' } })
    .png()
    .toBuffer();

describe('photos across server copies', () => {
  let copyA: TestApp;
  let copyB: TestApp;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ seeded: true });
    copyA = await buildTestApp({ databaseUrl });
    copyB = await buildTestApp({ databaseUrl });
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
  });

  const get = (copy: TestApp, url: string, headers: Record<string, string> = {}) =>
    copy.app.inject({ method: 'GET', url, headers: { accept: 'image/*', ...headers } });

  it('a photo uploaded through copy A is served by copy B in every width, the same way', async () => {
    expect([copyA.app.photos.kind, copyB.app.photos.kind]).toEqual(['database', 'database']);
    const answer = await uploadThrough(
      copyA,
      await cover(),
      await signedInAs(copyA, 'seller@demo.test'),
    );
    expect(answer.statusCode).toBe(200);
    const url = answer.json<{ data: { url: string } }>().data.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-700\.webp$/);

    for (const width of [320, 640, 700]) {
      const variant = url.replace('-700.webp', `-${width}.webp`);
      const [onA, onB] = [await get(copyA, variant), await get(copyB, variant)];
      expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
      expect(onB.rawPayload).toEqual(onA.rawPayload);
      expect((await sharp(onB.rawPayload).metadata()).width).toBe(width);
      for (const header of ['content-type', 'cache-control', 'etag', 'last-modified'])
        expect(onB.headers[header]).toBe(onA.headers[header]);
      expect(onB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A browser that got it through A keeps its copy when the balancer sends it to B.
      const again = await get(copyB, variant, { 'if-none-match': String(onA.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    // Nothing on either copy's disk: the photo is in the database only.
    expect(await storedPhotoNames(copyA)).toEqual(await storedPhotoNames(copyB));
  });

  it('an unknown photo is 404 on every copy', async () => {
    for (const copy of [copyA, copyB])
      expect((await get(copy, `/uploads/${randomUUID()}-640.webp`)).statusCode).toBe(404);
  });

  it('the photos of an uploads folder are copied in at start, once, by two copies starting together', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-uploads-'));
    const folder = uploadsDir(dataDir);
    mkdirSync(folder);
    const written = new Date('2025-03-01T10:00:00Z');
    const names = [`${randomUUID()}-320.webp`, `${randomUUID()}.jpg`];
    for (const name of names) {
      writeFileSync(path.join(folder, name), `bytes of ${name}`);
      utimesSync(path.join(folder, name), written, written);
    }
    // Not ours: never copied.
    writeFileSync(path.join(folder, 'notes.txt'), 'not a photo');
    writeFileSync(path.join(folder, `.${randomUUID()}-320.part`), 'half an upload');

    const starting = await Promise.all(
      [1, 2].map(() => buildTestApp({ databaseUrl, env: { DATA_DIR: dataDir } })),
    );
    try {
      for (const name of names) {
        const served = await get(copyB, `/uploads/${name}`);
        expect(served.statusCode).toBe(200);
        expect(served.body).toBe(`bytes of ${name}`);
        // Its age is the file's, so the upload sweep treats it as before.
        expect(served.headers['last-modified']).toBe(written.toUTCString());
      }
      const rows = await copyB.db.select({ name: photoFiles.name }).from(photoFiles);
      const copied = rows.map((row) => row.name).filter((name) => names.includes(name));
      expect(copied.sort()).toEqual([...names].sort());
      expect(rows.map((row) => row.name)).not.toContain('notes.txt');

      // A restart copies nothing again (and fails on nothing).
      const restarted = await buildTestApp({ databaseUrl, env: { DATA_DIR: dataDir } });
      await restarted.close();
      expect(await copyB.db.$count(photoFiles)).toBe(rows.length);
    } finally {
      for (const copy of starting) await copy.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
