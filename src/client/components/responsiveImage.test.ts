import { responsiveImageProps } from './responsiveImage';

const ID = '0b6f5a4e-8d1c-4f3a-9e2b-7c5d4a3b2c1d';
const SIZES = '(max-width: 575.98px) 38vw, 440px';

describe('responsiveImageProps', () => {
  it('offers every width of an upload of our store, for the browser to choose', () => {
    expect(responsiveImageProps(`/uploads/${ID}-1280.webp`, SIZES)).toEqual({
      src: `/uploads/${ID}-1280.webp`,
      srcSet: `/uploads/${ID}-320.webp 320w, /uploads/${ID}-640.webp 640w, /uploads/${ID}-1280.webp 1280w`,
      sizes: SIZES,
    });
  });

  it('offers only the widths a narrow upload has (it was never enlarged)', () => {
    expect(responsiveImageProps(`/uploads/${ID}-500.webp`, SIZES).srcSet).toBe(
      `/uploads/${ID}-320.webp 320w, /uploads/${ID}-500.webp 500w`,
    );
    // One width only: nothing to choose from.
    expect(responsiveImageProps(`/uploads/${ID}-200.webp`, SIZES)).toEqual({
      src: `/uploads/${ID}-200.webp`,
    });
  });

  it.each([
    ['a demo cover', '/images/books/sapiens.svg'],
    ['an upload from before the store wrote widths', `/uploads/${ID}.jpg`],
    ['a photo on another host', `https://i.ibb.co/abc/${ID}-1280.webp`],
    ['a width the store never writes', `/uploads/${ID}-2048.webp`],
  ])('shows %s as it is', (_what, src) => {
    expect(responsiveImageProps(src, SIZES)).toEqual({ src });
  });
});
