import './homePage.css';
import { PRODUCT_NAME } from '../../../shared/constants';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { AdvertisementCarousel } from './components/AdvertisementCarousel';
import { BannerCarousel } from './components/BannerCarousel';
import { CategoryList } from './components/CategoryList';
import { CharityAbout } from './components/CharityAbout';
import { FaqAccordion } from './components/FaqAccordion';
import { Testimonials } from './components/Testimonials';

export function HomePage() {
  const t = useT();
  usePageTitle(t('pages.home'));
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading', { product: PRODUCT_NAME })}</h1>
      <BannerCarousel />
      <AdvertisementCarousel />
      <CategoryList />
      <Testimonials />
      <FaqAccordion />
      <CharityAbout />
    </>
  );
}
