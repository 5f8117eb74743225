import '../../../styles/bootstrapCarousel.scss';
import './bannerCarousel.css';
import { Carousel } from 'react-bootstrap';
import { useT } from '../../../i18n/useT';
import { BANNER_HEIGHT, BANNER_WIDTH } from './bannerSlides';
import { useHomeContent } from './useHomeContent';

/**
 * The home banner. It moves only when asked (arrows or indicators): slides that change on
 * their own are hard to read and need a pause control. Previous and Next wrap round.
 */
export function BannerCarousel() {
  const t = useT();
  const slides = useHomeContent().bannerSlides;
  const indicatorLabels = slides.map((slide, index) =>
    t('home.slideLabel', { number: index + 1, headline: slide.headline }),
  );
  return (
    <Carousel
      as="section"
      interval={null}
      wrap
      indicatorLabels={indicatorLabels}
      prevLabel={t('home.previousSlide')}
      nextLabel={t('home.nextSlide')}
      className="banner-carousel"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannerLabel')}
    >
      {slides.map((slide, index) => (
        <Carousel.Item key={slide.src}>
          <img
            src={slide.src}
            alt={slide.alt}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            // The first banner is the home page's largest paint (home.html preloads it too).
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
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
