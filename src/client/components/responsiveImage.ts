import { srcSetOf } from '../../shared/imageVariants';

/**
 * `src`, and for an upload of our own image store its `srcSet` of widths and the `sizes` given,
 * so the browser fetches the smallest width that fills the image's box at the screen's pixel
 * density. Any other address (a demo SVG, an upload from before the store wrote widths, another
 * host's photo) is shown as it is: there is nothing smaller to choose.
 */
export function responsiveImageProps(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = srcSetOf(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
