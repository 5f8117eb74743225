import { activePack } from '../../../i18n/activeLanguage';
import { useLanguage } from '../../../i18n/useT';
import { type BannerSlide, bannerSlides } from './bannerSlides';
import { type CharityAboutContent, charityAbout } from './charityAboutContent';
import { type FaqItem, faqItems } from './faqItems';
import { type Testimonial, testimonial } from './testimonialContent';

/** The home page's long-form content in one language: banner, testimonial, FAQ, about block. */
export type HomeContent = {
  bannerSlides: BannerSlide[];
  testimonial: Testimonial;
  faq: FaqItem[];
  charityAbout: CharityAboutContent;
};

const englishHomeContent: HomeContent = { bannerSlides, testimonial, faq: faqItems, charityAbout };

/**
 * The home page's content in the chosen language. English is in the home chunk; Bangla travels
 * in the Bangla chunk (homeContent.bn.ts, through i18n/banglaPack.ts), which is active before
 * any Bangla render, so an English reader's home page does not carry the Bangla text.
 */
export function useHomeContent(): HomeContent {
  const language = useLanguage();
  return (language === 'bn' && activePack()?.homeContent) || englishHomeContent;
}
