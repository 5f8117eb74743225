import type { CatalogShape } from '../../catalogShape';

export const home = {
  heading: '{product}: পুরোনো বই কিনুন ও বিক্রি করুন',
  bannerLabel: 'বিশেষ আয়োজন',
  carousel: 'স্লাইডশো',
  slideLabel: 'স্লাইড {number, number}: {headline}',
  previousSlide: 'আগের স্লাইড',
  nextSlide: 'পরের স্লাইড',
  advertisedBooks: 'বিজ্ঞাপনের বই',
  loadingAdvertised: 'বিজ্ঞাপনের বই লোড হচ্ছে…',
  advertisedBookAlt: 'বিজ্ঞাপনের বই, {total, number}টির মধ্যে {number, number} নম্বর',
  goToSlide: '{index} নম্বর স্লাইডে যান',
  browseByCategory: 'ক্যাটাগরি অনুযায়ী বই দেখুন',
  loadingCategories: 'ক্যাটাগরি লোড হচ্ছে…',
  testimonials: 'আমাদের ক্রেতারা যা বলেন',
  faq: 'সচরাচর জিজ্ঞাসা',
} satisfies CatalogShape['home'];
