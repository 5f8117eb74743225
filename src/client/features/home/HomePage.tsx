import { PRODUCT_NAME } from '../../../shared/constants';
import { PAGE_NAMES } from '../../../shared/messages';
import { usePageTitle } from '../../components/usePageTitle';
import { AdvertisementCarousel } from './components/AdvertisementCarousel';
import { BannerCarousel } from './components/BannerCarousel';
import { CategoryList } from './components/CategoryList';
import { CharityAbout } from './components/CharityAbout';
import { FaqAccordion } from './components/FaqAccordion';
import { Testimonials } from './components/Testimonials';

export function HomePage() {
  usePageTitle(PAGE_NAMES.home);
  return (
    <>
      <h1 className="visually-hidden">{PRODUCT_NAME}: buy and sell used books</h1>
      <BannerCarousel />
      <AdvertisementCarousel />
      <CategoryList />
      <Testimonials />
      <FaqAccordion />
      <CharityAbout />
    </>
  );
}
