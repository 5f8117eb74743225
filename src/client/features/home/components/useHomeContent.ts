import { useLanguage } from '../../../i18n/useT';
import { banglaHomeContent } from '../homeTranslations';
import { bannerSlides } from './bannerSlides';
import { charityAbout } from './charityAboutContent';
import { faqItems } from './faqItems';
import type { HomeContent } from './homeContent';
import { testimonial } from './testimonialContent';

const englishHomeContent: HomeContent = { bannerSlides, testimonial, faq: faqItems, charityAbout };

/**
 * The home page's content in the chosen language. English is in the home chunk; Bangla travels
 * in the Bangla chunk (homeTranslations.ts), loaded before any Bangla render, so an English
 * reader's home page does not carry the Bangla text.
 */
export function useHomeContent(): HomeContent {
  const language = useLanguage();
  return (language === 'bn' && banglaHomeContent()) || englishHomeContent;
}
