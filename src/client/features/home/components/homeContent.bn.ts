import { bannerSlidesBn } from './bannerSlides.bn';
import { charityAboutBn } from './charityAboutContent.bn';
import { faqItemsBn } from './faqItems.bn';
import type { HomeContent } from './homeContent';
import { testimonialBn } from './testimonialContent.bn';

/** The home page's content in Bangla, loaded with the Bangla catalogue (../homeTranslations.ts). */
export const banglaHomeContent: HomeContent = {
  bannerSlides: bannerSlidesBn,
  testimonial: testimonialBn,
  faq: faqItemsBn,
  charityAbout: charityAboutBn,
};
