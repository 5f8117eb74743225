/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync, utimesSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import { addListing, BUYER, callAs, OWNER } from '../testing/listingFixtures';
import { isStored, PHOTO_STORE_KINDS, putStoredPhoto } from '../testing/photoFixtures';
import { sweepAbandonedUploads, uploadNameOf } from './uploadCleanup';

/**
 * The image store's clean-up with real files in the test app's own DATA_DIR, or real rows of
 * photo_files: the photo an edit replaced or a delete left behind goes once nothing uses it, and
 * the sweep removes uploads abandoned for ABANDONED_UPLOAD_HOURS, never anything else.
 */
describe.each(PHOTO_STORE_KINDS)('removing photos nothing uses any more (%s store)', (kind) => {
  let testApp: TestApp;
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
      photoStore: kind,
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  /** A stored upload (as POST /upload names it), `ageHours` old; answers its address. */
  const upload = async (ageHours = 0, name = `${randomUUID()}.png`) => {
    await putStoredPhoto(testApp, name, ageHours);
    return `/uploads/${name}`;
  };
  const stored = (url: string) => isStored(testApp, url.replace('/uploads/', ''));
  const allStored = (urls: string[]) => Promise.all(urls.map(stored));
  const sweep = () => sweepAbandonedUploads(testApp.db, testApp.app.photos, 24);
  const replacePhoto = async (id: string, bookImg: string) =>
    (await putEdit(testApp, id, OWNER, await editBody(testApp, id, { book_img: bookImg })))
      .statusCode;

  it('an edit that replaces an uploaded photo removes the old file and keeps the new one', async () => {
    const [old, replacement] = [await upload(), await upload()];
    const id = await addListing(testApp.db, { bookImg: old });
    expect(await replacePhoto(id, replacement)).toBe(200);
    expect(await allStored([old, replacement])).toEqual([false, true]);
    // Saving again with the same photo keeps it.
    expect(await replacePhoto(id, replacement)).toBe(200);
    expect(await stored(replacement)).toBe(true);
  });

  it('keeps a replaced photo another listing or a user still uses', async () => {
    const [shared, avatar] = [await upload(), await upload()];
    const id = await addListing(testApp.db, { bookImg: shared });
    await addListing(testApp.db, { bookImg: shared });
    const other = await addListing(testApp.db, { bookImg: avatar });
    await testApp.db.update(users).set({ img: avatar }).where(eq(users.email, BUYER));
    expect(await replacePhoto(id, '/images/books/fixture.svg')).toBe(200);
    expect(await replacePhoto(other, '/images/books/fixture.svg')).toBe(200);
    expect(await allStored([shared, avatar])).toEqual([true, true]);
  });

  it('deleting a listing removes its uploaded photo; a demo /images/ photo is not the store’s', async () => {
    const photo = await upload();
    const id = await addListing(testApp.db, { bookImg: photo });
    expect((await callAs(testApp, 'DELETE', `/api/deletebook/${id}`, OWNER)).statusCode).toBe(200);
    expect(await stored(photo)).toBe(false);
    const demo = await addListing(testApp.db);
    expect((await callAs(testApp, 'DELETE', `/api/deletebook/${demo}`, OWNER)).statusCode).toBe(
      200,
    );
    expect(uploadNameOf('/images/books/fixture.svg')).toBeUndefined();
  });

  /** An upload as storeVariants writes it since decision 0035: one file per width; answers its address. */
  const uploadWidths = async (ageHours = 0) => {
    const id = randomUUID();
    const files = [];
    for (const width of [320, 640, 1280]) files.push(await upload(ageHours, `${id}-${width}.webp`));
    return { url: files[2] ?? '', files };
  };

  it('all widths of an upload go together when an edit replaces it, and stay while used', async () => {
    const [old, replacement] = [await uploadWidths(), await uploadWidths()];
    const id = await addListing(testApp.db, { bookImg: old.url });
    expect(await replacePhoto(id, replacement.url)).toBe(200);
    expect(await allStored(old.files)).toEqual([false, false, false]);
    expect(await allStored(replacement.files)).toEqual([true, true, true]);
  });

  it('the sweep removes every width of an abandoned upload and keeps every width of a used one', async () => {
    const [abandoned, listed] = [await uploadWidths(25), await uploadWidths(25)];
    await addListing(testApp.db, { bookImg: listed.url });
    const removed = await sweep();
    expect(removed.sort()).toEqual(
      abandoned.files.map((url) => url.replace('/uploads/', '')).sort(),
    );
    expect(await allStored(abandoned.files)).toEqual([false, false, false]);
    expect(await allStored(listed.files)).toEqual([true, true, true]);
  });

  it('a photo that cannot be removed is logged; the edit still succeeds', async () => {
    jest
      .spyOn(testApp.app.photos, 'remove')
      .mockRejectedValueOnce(new Error('the store is unreachable'));
    const old = await upload();
    const id = await addListing(testApp.db, { bookImg: old });
    expect(await replacePhoto(id, await upload())).toBe(200);
    expect(warnings.join('')).toMatch(/could not remove an unused photo/);
    // The next sweep removes it once it is old enough.
    expect(await stored(old)).toBe(true);
  });

  it('the sweep removes old uploads nothing uses, and nothing else', async () => {
    const abandoned = await upload(25);
    const young = await upload(23);
    const listed = await upload(25);
    const absolute = await upload(25);
    const avatar = await upload(25);
    const notOurs = await upload(25, 'notes.txt');
    await addListing(testApp.db, { bookImg: listed });
    await addListing(testApp.db, { bookImg: `https://books.example${absolute}` });
    await testApp.db.update(users).set({ img: avatar }).where(eq(users.email, OWNER));

    const removed = await sweep();

    expect(removed).toEqual([abandoned.replace('/uploads/', '')]);
    expect(await stored(abandoned)).toBe(false);
    expect(await allStored([young, listed, absolute, avatar, notOurs])).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // Idempotent: a second sweep (another server copy) finds nothing more.
    expect(await sweep()).toEqual([]);
  });

  if (kind === 'disk')
    it('on disk the sweep removes the partial files of a crash, and never a file outside the folder', async () => {
      const partial = await upload(25, `.${randomUUID()}-640.part`);
      const outside = path.join(testApp.config.DATA_DIR, `${randomUUID()}.png`);
      writeFileSync(outside, 'not in the store');
      utimesSync(outside, new Date(0), new Date(0));
      expect(await sweep()).toEqual([partial.replace('/uploads/', '')]);
      expect(await stored(partial)).toBe(false);
      expect(existsSync(outside)).toBe(true);
      rmSync(outside);
    });

  it('the server sweeps once at start (a close waits for the sweep under way)', async () => {
    const sweeping = await buildTestApp({ photoStore: kind });
    try {
      const old = `${randomUUID()}-640.webp`;
      await putStoredPhoto(sweeping, old, 30);
      await sweeping.app.ready();
      await sweeping.app.close();
      expect(await isStored(sweeping, old)).toBe(false);
    } finally {
      await sweeping.close();
    }
  });
});
