import { Carousel } from 'react-bootstrap';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSlides } from './bannerSlides';

const indicatorLabels = bannerSlides.map((slide, index) => `Slide ${index + 1}: ${slide.headline}`);

/**
 * The home banner. It moves only when asked (arrows or indicators): slides that change on
 * their own are hard to read and need a pause control. Previous and Next wrap round.
 */
export function BannerCarousel() {
  return (
    <Carousel
      as="section"
      interval={null}
      wrap
      indicatorLabels={indicatorLabels}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label="Featured"
    >
      {bannerSlides.map((slide, index) => (
        <Carousel.Item key={slide.src}>
          <img
            src={slide.src}
            alt={slide.alt}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            className="d-block w-100 banner-carousel__image"
          />
          <Carousel.Caption className="banner-carousel__caption">
            <h2>{slide.headline}</h2>
            <p className="d-none d-sm-block">{slide.text}</p>
          </Carousel.Caption>
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
