/** The four banner slides. Alt texts describe the artwork of each image. */
export const bannerSlides = [
  {
    src: '/images/banner/banner-1.svg',
    alt: 'A cosy corner with a tall bookcase full of used books and a reading chair',
    headline: 'Give your old books a new reader',
    text: 'List a used book in minutes and meet buyers across Bangladesh.',
  },
  {
    src: '/images/banner/banner-2.svg',
    alt: 'A reader sitting under a shady tree with a stack of books',
    headline: 'Every book has another story to tell',
    text: 'Fiction, non fiction and collectibles, passed on by readers like you.',
  },
  {
    src: '/images/banner/banner-3.svg',
    alt: 'Stacks of affordable second-hand books with a price tag and a cup of tea',
    headline: 'Great reads at second-hand prices',
    text: 'Save on every book, and keep good books in circulation.',
  },
  {
    src: '/images/banner/banner-4.svg',
    alt: 'A courier on a bicycle delivers a parcel of used books to a happy buyer',
    headline: 'Books that find their next home',
    text: 'Order from a seller, agree where to meet, and pay by card.',
  },
] as const;

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;
