import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import { addListing, BUYER, callAs, OWNER } from '../testing/listingFixtures';
import { sweepAbandonedUploads, uploadNameOf } from './uploadCleanup';
import { uploadsDir } from './imageStore';

const HOUR = 3_600_000;

/**
 * The image store's clean-up with real files in the test app's own DATA_DIR: the photo an edit
 * replaced or a delete left behind goes once nothing uses it, and the sweep removes uploads
 * abandoned for ABANDONED_UPLOAD_HOURS, never anything else.
 */
describe('removing photos nothing uses any more', () => {
  let testApp: TestApp;
  let folder: string;
  const warnings: string[] = [];
  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(chunk.toString());
        done();
      },
    });
    testApp = await buildTestApp({
      env: { ORDER_EXPIRY_SWEEP_SECONDS: '0', UPLOAD_SWEEP_MINUTES: '0' },
      logger: { level: 'warn', stream: logs },
    });
    folder = uploadsDir(testApp.config.DATA_DIR);
    mkdirSync(folder, { recursive: true });
  });
  afterAll(() => testApp.close());

  /** A stored upload (as POST /upload names it), `ageHours` old; answers its address. */
  const upload = (ageHours = 0, name = `${randomUUID()}.png`) => {
    const file = path.join(folder, name);
    writeFileSync(file, 'png bytes');
    const when = new Date(Date.now() - ageHours * HOUR);
    utimesSync(file, when, when);
    return `/uploads/${name}`;
  };
  const stored = (url: string) => existsSync(path.join(folder, url.replace('/uploads/', '')));
  const replacePhoto = async (id: string, bookImg: string) =>
    (await putEdit(testApp, id, OWNER, await editBody(testApp, id, { book_img: bookImg })))
      .statusCode;

  it('an edit that replaces an uploaded photo removes the old file and keeps the new one', async () => {
    const [old, replacement] = [upload(), upload()];
    const id = await addListing(testApp.db, { bookImg: old });
    expect(await replacePhoto(id, replacement)).toBe(200);
    expect([stored(old), stored(replacement)]).toEqual([false, true]);
    // Saving again with the same photo keeps it.
    expect(await replacePhoto(id, replacement)).toBe(200);
    expect(stored(replacement)).toBe(true);
  });

  it('keeps a replaced photo another listing or a user still uses', async () => {
    const [shared, avatar] = [upload(), upload()];
    const id = await addListing(testApp.db, { bookImg: shared });
    await addListing(testApp.db, { bookImg: shared });
    const other = await addListing(testApp.db, { bookImg: avatar });
    await testApp.db.update(users).set({ img: avatar }).where(eq(users.email, BUYER));
    expect(await replacePhoto(id, '/images/books/fixture.svg')).toBe(200);
    expect(await replacePhoto(other, '/images/books/fixture.svg')).toBe(200);
    expect([stored(shared), stored(avatar)]).toEqual([true, true]);
  });

  it('deleting a listing removes its uploaded photo; a demo /images/ photo is not the store’s', async () => {
    const photo = upload();
    const id = await addListing(testApp.db, { bookImg: photo });
    expect((await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, OWNER)).statusCode).toBe(200);
    expect(stored(photo)).toBe(false);
    const demo = await addListing(testApp.db);
    expect((await callAs(testApp, 'DELETE', `/api/deletebook/${demo}`, OWNER)).statusCode).toBe(
      200,
    );
    expect(uploadNameOf('/images/books/fixture.svg')).toBeUndefined();
  });

  /** An upload as storeImage writes it since decision 0035: one file per width; answers its address. */
  const uploadWidths = (ageHours = 0) => {
    const id = randomUUID();
    const files = [320, 640, 1280].map((width) => upload(ageHours, `${id}-${width}.webp`));
    return { url: files[2] ?? '', files };
  };

  it('all widths of an upload go together when an edit replaces it, and stay while used', async () => {
    const [old, replacement] = [uploadWidths(), uploadWidths()];
    const id = await addListing(testApp.db, { bookImg: old.url });
    expect(await replacePhoto(id, replacement.url)).toBe(200);
    expect(old.files.map(stored)).toEqual([false, false, false]);
    expect(replacement.files.map(stored)).toEqual([true, true, true]);
  });

  it('the sweep removes every width of an abandoned upload and keeps every width of a used one', async () => {
    const [abandoned, listed] = [uploadWidths(25), uploadWidths(25)];
    await addListing(testApp.db, { bookImg: listed.url });
    const removed = await sweepAbandonedUploads(testApp.db, testApp.config.DATA_DIR, 24);
    expect(removed.sort()).toEqual(
      abandoned.files.map((url) => url.replace('/uploads/', '')).sort(),
    );
    expect(abandoned.files.map(stored)).toEqual([false, false, false]);
    expect(listed.files.map(stored)).toEqual([true, true, true]);
  });

  it('a photo that cannot be removed is logged; the edit still succeeds', async () => {
    // A folder where the file should be: removing it fails.
    const name = `${randomUUID()}.jpg`;
    mkdirSync(path.join(folder, name, 'inside'), { recursive: true });
    const id = await addListing(testApp.db, { bookImg: `/uploads/${name}` });
    expect(await replacePhoto(id, upload())).toBe(200);
    expect(warnings.join('')).toMatch(/could not remove an unused photo/);
    rmSync(path.join(folder, name), { recursive: true });
  });

  it('the sweep removes old uploads nothing uses, and nothing else', async () => {
    const abandoned = upload(25);
    const partial = upload(25, `.${randomUUID()}.part`);
    const young = upload(23);
    const listed = upload(25);
    const absolute = upload(25);
    const avatar = upload(25);
    const notOurs = upload(25, 'notes.txt');
    const outside = path.join(testApp.config.DATA_DIR, `${randomUUID()}.png`);
    writeFileSync(outside, 'not in the store');
    utimesSync(outside, new Date(0), new Date(0));
    await addListing(testApp.db, { bookImg: listed });
    await addListing(testApp.db, { bookImg: `https://books.example${absolute}` });
    await testApp.db.update(users).set({ img: avatar }).where(eq(users.email, OWNER));

    const removed = await sweepAbandonedUploads(testApp.db, testApp.config.DATA_DIR, 24);

    const names = [abandoned, partial].map((url) => url.replace('/uploads/', ''));
    expect(removed.sort()).toEqual(names.sort());
    expect([abandoned, partial].map(stored)).toEqual([false, false]);
    expect([young, listed, absolute, avatar, notOurs].map(stored)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(existsSync(outside)).toBe(true);
    // Idempotent: a second sweep (another server copy) finds nothing more.
    expect(await sweepAbandonedUploads(testApp.db, testApp.config.DATA_DIR, 24)).toEqual([]);
  });

  it('the server sweeps once at start (a close waits for the sweep under way)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'usedbooks-sweep-'));
    const store = uploadsDir(dataDir);
    mkdirSync(store);
    const file = path.join(store, `${randomUUID()}.webp`);
    writeFileSync(file, 'webp bytes');
    utimesSync(file, new Date(Date.now() - 30 * HOUR), new Date(Date.now() - 30 * HOUR));
    const sweeping = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      await sweeping.app.ready();
    } finally {
      await sweeping.close();
    }
    expect(existsSync(file)).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
