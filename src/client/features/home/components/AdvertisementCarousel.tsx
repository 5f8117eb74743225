import './advertisementCarousel.css';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useGetAdvertisementsQuery } from '../../../api/advertisementsApi';
import { lazyOrNothing } from '../../../components/lazyOrNothing';
import { useT } from '../../../i18n/useT';
import { AdvertisementSection } from './AdvertisementSection';

const loadSwiper = () => import(/* webpackChunkName: "carousel" */ './AdvertisementSwiper');
// Like a failed call for the advertisements: without its chunk the page goes on without them.
const AdvertisementSwiper = lazyOrNothing('the advertisement carousel', () =>
  loadSwiper().then((module) => module.AdvertisementSwiper),
);

/** The carousel's box at its final height, held while the covers or Swiper are on their way. */
function CarouselPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <>
      <AdvertisementSection placeholder>
        <div className="advertisement-swiper advertisement-placeholder__covers" />
      </AdvertisementSection>
      {children}
    </>
  );
}

/** The advertised books' covers. Nothing is shown when none are advertised or the call fails. */
export function AdvertisementCarousel() {
  const t = useT();
  const { data: advertisements = [], isLoading } = useGetAdvertisementsQuery();
  // Swiper (script and styles) is fetched while the advertisements are, not before the page.
  useEffect(() => {
    loadSwiper().catch(() => undefined); // a failure is AdvertisementSwiper's to report
  }, []);

  // The box keeps its final height while loading (a spinner's smaller box made the page below
  // jump when the covers arrived: Lighthouse CLS 0.18 on phones); the status is for screen readers.
  if (isLoading)
    return (
      <CarouselPlaceholder>
        <span role="status" aria-label={t('home.loadingAdvertised')} className="visually-hidden">
          {t('home.loadingAdvertised')}
        </span>
      </CarouselPlaceholder>
    );
  if (advertisements.length === 0) return null;

  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <AdvertisementSwiper advertisements={advertisements} />
    </Suspense>
  );
}
