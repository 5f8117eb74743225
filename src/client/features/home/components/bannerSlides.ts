export type BannerSlide = { src: string; alt: string; headline: string; text: string };

/** The slides' artwork, the same in every language; the first is preloaded (webpack.config.ts). */
export const bannerImages = [
  '/images/banner/banner-1.svg',
  '/images/banner/banner-2.svg',
  '/images/banner/banner-3.svg',
  '/images/banner/banner-4.svg',
] as const;

/**
 * The four banner slides in English (Bangla: bannerSlides.bn.ts, in the Bangla chunk) (long-form content: it stays in the home chunk, not in
 * the catalogues). Alt texts describe the artwork of each image.
 */
export const bannerSlides: BannerSlide[] = [
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
];

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;
