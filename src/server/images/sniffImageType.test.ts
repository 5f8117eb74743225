import { sniffImageType } from './sniffImageType';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['GIF87a', text('GIF87a\x01\x00'), 'gif'],
    ['GIF89a', text('GIF89a\x01\x00'), 'gif'],
    ['WebP', text('RIFF\x24\x00\x00\x00WEBPVP8 '), 'webp'],
  ])('recognises %s by its first bytes', (_name, head, extension) => {
    expect(sniffImageType(head)?.extension).toBe(extension);
  });

  it.each([
    ['text', text('hello, this is not an image')],
    ['SVG (it can carry scripts)', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF that is not WebP (WAV)', text('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffImageType(head)).toBeUndefined();
  });
});
