import './advertisementCarousel.css';
import { Suspense, useEffect } from 'react';
import { useGetAdvertisementsQuery } from '../../../api/advertisementsApi';
import { lazyOrNothing } from '../../../components/lazyOrNothing';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { AdvertisementSection } from './AdvertisementSection';

const loadSwiper = () => import(/* webpackChunkName: "carousel" */ './AdvertisementSwiper');
// Like a failed call for the advertisements: without its chunk the page goes on without them.
const AdvertisementSwiper = lazyOrNothing('the advertisement carousel', () =>
  loadSwiper().then((module) => module.AdvertisementSwiper),
);

/** The advertised books' covers. Nothing is shown when none are advertised or the call fails. */
export function AdvertisementCarousel() {
  const { data: advertisements = [], isLoading } = useGetAdvertisementsQuery();
  // Swiper (script and styles) is fetched while the advertisements are, not before the page.
  useEffect(() => {
    loadSwiper().catch(() => undefined); // a failure is AdvertisementSwiper's to report
  }, []);

  if (isLoading) return <LoadingSpinner label="Loading advertised books…" />;
  if (advertisements.length === 0) return null;

  return (
    <Suspense
      fallback={
        <AdvertisementSection placeholder>
          <div className="advertisement-swiper advertisement-placeholder__covers" />
        </AdvertisementSection>
      }
    >
      <AdvertisementSwiper advertisements={advertisements} />
    </Suspense>
  );
}
