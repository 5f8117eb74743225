import type { ImgHTMLAttributes } from 'react';
import { responsiveImageProps } from './responsiveImage';

type BookImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'decoding' | 'fetchPriority' | 'width' | 'height'
> & {
  src: string;
  alt: string;
  /** The box's shape in CSS pixels, set before the photo arrives so nothing jumps. */
  width: number;
  height: number;
  /** How wide the image is shown (the `sizes` attribute); its `width` in pixels unless given. */
  sizes?: string;
  /** The page's largest paint: fetched at once and first. Everything else waits until near view. */
  priority?: boolean;
};

/**
 * Every book photo: the width the screen needs (responsiveImageProps), a fixed box, and lazy
 * unless it is the page's largest paint.
 */
export function BookImage({ src, sizes, priority = false, ...image }: BookImageProps) {
  return (
    // The alt text comes with `image` from each caller.
    <img
      {...image}
      {...responsiveImageProps(src, sizes ?? `${image.width}px`)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
