/**
 * Ours: the home page's headings and accessible names. Its long-form content (banner slides,
 * testimonials, FAQ, the about block) lives in features/home/content, in the home chunk.
 */
export const home = {
  heading: '{product}: buy and sell used books',
  bannerLabel: 'Featured',
  /** What a screen reader calls the banner (aria-roledescription). */
  carousel: 'carousel',
  slideLabel: 'Slide {number}: {headline}',
  previousSlide: 'Previous',
  nextSlide: 'Next',
  advertisedBooks: 'Advertised books',
  loadingAdvertised: 'Loading advertised books…',
  advertisedBookAlt: 'Advertised book {number} of {total}',
  /** Swiper's bullets; it puts the slide's number in place of {{index}} itself. */
  goToSlide: 'Go to slide {index}',
  browseByCategory: 'Browse by category',
  loadingCategories: 'Loading categories…',
  testimonials: 'What our customers say',
  faq: 'Frequently asked questions',
};
