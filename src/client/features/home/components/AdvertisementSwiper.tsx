import 'swiper/css';
import 'swiper/css/pagination';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Link } from 'react-router-dom';
import {
  ADVERTISEMENT_SLIDES_PER_VIEW,
  ADVERTISEMENT_SPACE_BETWEEN,
} from '../../../../shared/constants';
import type { Advertisement } from '../../../../shared/schemas';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { AdvertisementSection } from './AdvertisementSection';
import { BookImage } from '../../../components/BookImage';

/** How wide an advertised cover is shown: two, three, then more slides side by side. */
const ADVERTISED_COVER_SIZES = '(max-width: 575.98px) 50vw, (max-width: 991.98px) 33vw, 25vw';

// Four covers per view from laptop width; phones and tablets show fewer, larger ones.
// advertisementCarousel.css lays its placeholder out with the same breakpoints.
const breakpoints = {
  576: { slidesPerView: 3 },
  992: { slidesPerView: ADVERTISEMENT_SLIDES_PER_VIEW },
};

/**
 * The advertised books' covers in Swiper, each a link to its book's page, with Swiper's styles:
 * its own script chunk, which AdvertisementCarousel loads beside the advertisements' data rather
 * than before the page.
 */
export function AdvertisementSwiper({ advertisements }: { advertisements: Advertisement[] }) {
  const t = useT();
  // Swiper's accessible names: it writes the bullet's number where the message says {{index}}.
  const a11y = { paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }) };
  return (
    <AdvertisementSection>
      <Swiper
        modules={[Pagination, A11y]}
        slidesPerView={2}
        breakpoints={breakpoints}
        centeredSlides
        // Start from the middle cover, so centring leaves no empty gap beside the first one.
        initialSlide={Math.floor((advertisements.length - 1) / 2)}
        spaceBetween={ADVERTISEMENT_SPACE_BETWEEN}
        pagination={{ clickable: true }}
        a11y={a11y}
        className="advertisement-swiper"
      >
        {advertisements.map((advertisement, index) => (
          <SwiperSlide key={advertisement._id}>
            {/* GET /adv answers covers only; the link is named by the cover's alt text. */}
            <Link to={paths.book.getHref(advertisement._id)} className="d-block">
              <BookImage
                src={advertisement.book_img}
                alt={t('home.advertisedBookAlt', {
                  number: index + 1,
                  total: advertisements.length,
                })}
                width={400}
                height={600}
                sizes={ADVERTISED_COVER_SIZES}
                className="advertisement-swiper__image"
              />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </AdvertisementSection>
  );
}
