import sharp from 'sharp';
import { SERVER_ERRORS } from '../../shared/messages';
import { pngDeclaring } from '../testing/photoFixtures';
import {
  checkImageDimensions,
  dimensionsRefusal,
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
} from './imageDimensions';

const refusalOf = (width: number, height: number) => dimensionsRefusal({ width, height })?.message;

describe('the largest image the store decodes', () => {
  it.each([
    ['a 50-megapixel phone photo', 8160, 6120],
    ['64 megapixels, 10,000 wide', 10_000, 6_400],
    ['a strip 20 times as tall as wide', 500, 10_000],
    ['one by twenty', 1, 20],
  ])('accepts %s', (_name, width, height) => {
    expect(refusalOf(width, height)).toBeUndefined();
  });

  it.each([
    ['1 × 63,000,000 (under 64 megapixels)', 1, 63_000_000],
    ['a side past 10,000', 10_001, 600],
    ['more than 64 megapixels', 9_000, 8_000],
  ])('refuses %s as too large', (_name, width, height) => {
    expect(refusalOf(width, height)).toBe(SERVER_ERRORS.imageDimensionsTooLarge);
  });

  it.each([
    ['wider than 20:1', 2_001, 100],
    ['taller than 1:20', 100, 2_001],
  ])('refuses a shape %s as too narrow', (_name, width, height) => {
    expect(refusalOf(width, height)).toBe(SERVER_ERRORS.imageTooNarrow);
  });

  it('names its numbers in the refusals', () => {
    expect(SERVER_ERRORS.imageDimensionsTooLarge).toContain(IMAGE_MAX_SIDE.toLocaleString('en'));
    expect(SERVER_ERRORS.imageDimensionsTooLarge).toContain(`${IMAGE_MAX_PIXELS / 1e6} megapixels`);
    expect(SERVER_ERRORS.imageTooNarrow).toContain(`${IMAGE_MAX_ASPECT_RATIO} times`);
  });
});

describe('checkImageDimensions', () => {
  it('refuses a small PNG declaring 1 × 63,000,000 pixels from its header, at once', async () => {
    const bomb = pngDeclaring(1, 63_000_000);
    expect(bomb.length).toBeLessThan(100);
    const started = Date.now();
    await expect(checkImageDimensions(bomb)).rejects.toMatchObject({
      statusCode: 400,
      message: SERVER_ERRORS.imageDimensionsTooLarge,
    });
    // Decoding it took 19 to 24 s and 190 MB; its header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    'reads the size of a %s from its header',
    async (format) => {
      const image = (width: number, height: number) =>
        sharp({ create: { width, height, channels: 3, background: '#336699' } })
          .toFormat(format)
          .toBuffer();
      await expect(checkImageDimensions(await image(400, 300))).resolves.toBeUndefined();
      await expect(checkImageDimensions(await image(2_100, 100))).rejects.toMatchObject({
        message: SERVER_ERRORS.imageTooNarrow,
      });
    },
  );

  it('refuses bytes without a readable header as unreadable', async () => {
    const signatureOnly = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await expect(checkImageDimensions(signatureOnly)).rejects.toMatchObject({
      statusCode: 400,
      message: SERVER_ERRORS.imageUnreadable,
    });
  });
});
