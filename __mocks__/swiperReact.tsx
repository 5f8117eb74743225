import type { SwiperProps, SwiperSlideProps } from 'swiper/react';

/**
 * Swiper measures the page to lay out its slides, which jsdom cannot do. This stand-in renders
 * the slides in order and exposes the layout options, so a test can check the configuration.
 */
export function Swiper({
  children,
  className,
  slidesPerView,
  breakpoints,
  centeredSlides,
  spaceBetween,
  pagination,
}: SwiperProps) {
  const options = { slidesPerView, breakpoints, centeredSlides, spaceBetween, pagination };
  return (
    <div className={className} data-testid="swiper" data-options={JSON.stringify(options)}>
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: SwiperSlideProps) {
  // Slides given as a render function need Swiper's live state; none of ours are.
  return <div>{typeof children === 'function' ? null : children}</div>;
}
