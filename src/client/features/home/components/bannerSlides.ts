import type { Language } from '../../../../shared/languages';

export type BannerSlide = { src: string; alt: string; headline: string; text: string };

/** The slides' artwork, the same in every language; the first is preloaded (webpack.config.ts). */
export const bannerImages = [
  '/images/banner/banner-1.svg',
  '/images/banner/banner-2.svg',
  '/images/banner/banner-3.svg',
  '/images/banner/banner-4.svg',
] as const;

/**
 * The four banner slides in each language (long-form content: it stays in the home chunk, not in
 * the catalogues). Alt texts describe the artwork of each image.
 */
export const bannerSlides: Record<Language, BannerSlide[]> = {
  en: [
    {
      src: bannerImages[0],
      alt: 'A cosy corner with a tall bookcase full of used books and a reading chair',
      headline: 'Give your old books a new reader',
      text: 'List a used book in minutes and meet buyers across Bangladesh.',
    },
    {
      src: bannerImages[1],
      alt: 'A reader sitting under a shady tree with a stack of books',
      headline: 'Every book has another story to tell',
      text: 'Fiction, non fiction and collectibles, passed on by readers like you.',
    },
    {
      src: bannerImages[2],
      alt: 'Stacks of affordable second-hand books with a price tag and a cup of tea',
      headline: 'Great reads at second-hand prices',
      text: 'Save on every book, and keep good books in circulation.',
    },
    {
      src: bannerImages[3],
      alt: 'A courier on a bicycle delivers a parcel of used books to a happy buyer',
      headline: 'Books that find their next home',
      text: 'Order from a seller, agree where to meet, and pay by card.',
    },
  ],
  bn: [
    {
      src: bannerImages[0],
      alt: 'ঘরের এক আরামদায়ক কোণে পুরোনো বইয়ে ভরা উঁচু বইয়ের তাক আর একটি পড়ার চেয়ার',
      headline: 'আপনার পুরোনো বই পাক নতুন পাঠক',
      text: 'কয়েক মিনিটেই পুরোনো বই বিক্রির জন্য দিন, পৌঁছে যান সারা বাংলাদেশের ক্রেতার কাছে।',
    },
    {
      src: bannerImages[1],
      alt: 'ছায়াঘেরা গাছের নিচে একগাদা বই নিয়ে বসে আছেন একজন পাঠক',
      headline: 'প্রতিটি বইয়ের আছে আরও একটি গল্প',
      text: 'ফিকশন, নন-ফিকশন আর সংগ্রহের বই, আপনার মতো পাঠকদের হাত ঘুরে আসা।',
    },
    {
      src: bannerImages[2],
      alt: 'দামের ট্যাগ আর এক কাপ চায়ের পাশে কম দামের পুরোনো বইয়ের স্তূপ',
      headline: 'পুরোনো বইয়ের দামে দারুণ সব বই',
      text: 'প্রতিটি বইয়ে টাকা বাঁচান, আর ভালো বইকে হাতে হাতে ঘুরতে দিন।',
    },
    {
      src: bannerImages[3],
      alt: 'সাইকেলে চড়ে একজন কুরিয়ার খুশি এক ক্রেতার হাতে পুরোনো বইয়ের পার্সেল পৌঁছে দিচ্ছেন',
      headline: 'বই খুঁজে পায় তার নতুন ঠিকানা',
      text: 'বিক্রেতার কাছে অর্ডার করুন, কোথায় দেখা করবেন ঠিক করুন, আর কার্ডে পেমেন্ট করুন।',
    },
  ],
};

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;
