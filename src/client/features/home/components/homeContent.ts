import type { BannerSlide } from './bannerSlides';
import type { CharityAboutContent } from './charityAboutContent';
import type { FaqItem } from './faqItems';
import type { Testimonial } from './testimonialContent';

/** The home page's long-form content in one language: banner, testimonial, FAQ, about block. */
export type HomeContent = {
  bannerSlides: BannerSlide[];
  testimonial: Testimonial;
  faq: FaqItem[];
  charityAbout: CharityAboutContent;
};
