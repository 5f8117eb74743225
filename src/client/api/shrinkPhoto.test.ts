import { SHRINK_ABOVE_BYTES, shrinkPhoto, shrinkTarget } from './shrinkPhoto';

describe('shrinking a photo before it is uploaded', () => {
  const MB = 1024 * 1024;

  it('redraws a 12 MP phone photo at 2048 px on its longest side, keeping its shape', () => {
    expect(shrinkTarget({ width: 4000, height: 3000, bytes: 3.5 * MB })).toEqual({
      width: 2048,
      height: 1536,
    });
    // Upright portrait (the browser applied the EXIF orientation first).
    expect(shrinkTarget({ width: 3000, height: 4000, bytes: 1 * MB })).toEqual({
      width: 1536,
      height: 2048,
    });
  });

  it('only re-encodes a heavy photo that is small enough already: never enlarges', () => {
    expect(shrinkTarget({ width: 1600, height: 1200, bytes: SHRINK_ABOVE_BYTES + 1 })).toEqual({
      width: 1600,
      height: 1200,
    });
  });

  it('sends a photo small in pixels and bytes as it is', () => {
    expect(shrinkTarget({ width: 2048, height: 1000, bytes: SHRINK_ABOVE_BYTES })).toBeNull();
    expect(shrinkTarget({ width: 800, height: 600, bytes: 200_000 })).toBeNull();
  });

  it('sends the original where the browser cannot redraw it (no canvas here)', async () => {
    const photo = new File([new Uint8Array(16)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await expect(shrinkPhoto(photo)).resolves.toBe(photo);
  });
});
