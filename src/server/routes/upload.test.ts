import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { ImageUrlSchema } from '../../shared/schemas/common';
import { UploadResponseSchema } from '../../shared/schemas/upload';
import { uploadsDir } from '../images/imageStore';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size = 64) =>
  Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function formWithFile(
  content: Buffer,
  { field = 'image', filename = 'cover.png', type = 'image/png' } = {},
) {
  const boundary = `----form${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/upload and GET /uploads/*', () => {
  let testApp: TestApp;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    testApp = await buildTestApp();
    signedIn = await signedInAs(testApp, 'seller@demo.test');
  });
  afterAll(() => testApp.close());

  const storedFiles = () => readdirSync(uploadsDir(testApp.config.DATA_DIR));
  const upload = (form: ReturnType<typeof formWithFile>, headers = signedIn) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });

  it('stores a PNG under a random name and serves it back for a year, nosniff', async () => {
    const image = png();
    const response = await upload(
      formWithFile(image, { filename: '../../evil.svg', type: 'text/html' }),
    );
    expect(response.statusCode).toBe(200);
    const answer = UploadResponseSchema.parse(response.json());
    expect(answer.success).toBe(true);
    expect(answer.data.image?.url).toBe(answer.data.url);
    const path = answer.data.url;
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // The answer is an address listings and profiles accept as their picture.
    expect(ImageUrlSchema.safeParse(path).success).toBe(true);
    expect(storedFiles()).toEqual([path.slice('/uploads/'.length)]);

    const served = await testApp.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts an image of exactly the maximum size', async () => {
    const before = storedFiles().length;
    expect((await upload(formWithFile(png(IMAGE_MAX_BYTES)))).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  describe('refusals leave nothing behind', () => {
    let before: string[];
    beforeEach(() => {
      before = storedFiles();
    });
    afterEach(() => expect(storedFiles()).toEqual(before));

    it('refuses a text file named .png and declared image/png (400)', async () => {
      const response = await upload(formWithFile(Buffer.from('<script>alert(1)</script>')));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: SERVER_ERRORS.imageType,
        code: 'imageType',
      });
    });

    it('refuses an image one byte over the maximum (413)', async () => {
      const response = await upload(formWithFile(png(IMAGE_MAX_BYTES + 1)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: SERVER_ERRORS.imageTooLarge });
    });

    it('refuses a missing file: another field, an empty file, or no form at all (400)', async () => {
      for (const form of [
        formWithFile(png(), { field: 'photo' }),
        formWithFile(Buffer.alloc(0)),
        { payload: Buffer.from('{"image":"x"}'), headers: { 'content-type': 'application/json' } },
      ]) {
        const response = await upload(form);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: SERVER_ERRORS.imageMissing });
      }
    });

    it('refuses an upload without a signed-in caller (401)', async () => {
      const response = await upload(formWithFile(png()), {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: SERVER_ERRORS.signInRequired });
    });
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/uploads/${randomUUID()}.png`,
    });
    expect(response.statusCode).toBe(404);
  });
});
