import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import {
  ADVERTISEMENT_SLIDES_PER_VIEW,
  ADVERTISEMENT_SPACE_BETWEEN,
} from '../../../../shared/constants';
import { useGetAdvertisementsQuery } from '../../../api/advertisementsApi';
import { LoadingSpinner } from '../../../components/LoadingSpinner';

// Four covers per view (SPEC §9) from laptop width; phones and tablets show fewer, larger ones.
const breakpoints = {
  576: { slidesPerView: 3 },
  992: { slidesPerView: ADVERTISEMENT_SLIDES_PER_VIEW },
};

/** The advertised books' covers. Nothing is shown when none are advertised or the call fails. */
export function AdvertisementCarousel() {
  const { data: advertisements = [], isLoading } = useGetAdvertisementsQuery();

  if (isLoading) return <LoadingSpinner label="Loading advertised books…" />;
  if (advertisements.length === 0) return null;

  return (
    <section aria-labelledby="advertised-books-heading" className="container pt-5 pb-2">
      <h2 id="advertised-books-heading" className="section-title">
        Advertised books
      </h2>
      <Swiper
        modules={[Pagination, A11y]}
        slidesPerView={2}
        breakpoints={breakpoints}
        centeredSlides
        // Start from the middle cover, so centring leaves no empty gap beside the first one.
        initialSlide={Math.floor((advertisements.length - 1) / 2)}
        spaceBetween={ADVERTISEMENT_SPACE_BETWEEN}
        pagination={{ clickable: true }}
        className="advertisement-swiper"
      >
        {advertisements.map((advertisement, index) => (
          <SwiperSlide key={advertisement._id}>
            <img
              src={advertisement.book_img}
              alt={`Advertised book ${index + 1} of ${advertisements.length}`}
              width={400}
              height={600}
              loading="lazy"
              className="advertisement-swiper__image"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
