import type { Language } from '../../../../shared/languages';

export type CharityAboutContent = { imageAlt: string; heading: string; paragraphs: string[] };

/** The home page's about block in each language (long-form content, in the home chunk). */
export const charityAbout: Record<Language, CharityAboutContent> = {
  en: {
    imageAlt: 'A small community library where children sit on a mat reading books',
    heading: 'A bookstore that gives reading back',
    paragraphs: [
      'We grew out of a small charity bookstore that collects donated books and sells them to ' +
        'fund reading programmes for children who have no library nearby.',
      'The same idea runs this marketplace: a book you no longer need can open a new world for ' +
        'someone else. Buy second hand, sell what you have read, and help more people learn to read.',
    ],
  },
  bn: {
    imageAlt: 'পাড়ার ছোট একটি পাঠাগারে মাদুরে বসে শিশুরা বই পড়ছে',
    heading: 'যে বইয়ের দোকান পড়ার সুযোগ ফিরিয়ে দেয়',
    paragraphs: [
      'আমাদের শুরু ছোট একটি দাতব্য বইয়ের দোকান থেকে। দোকানটি দান করা বই সংগ্রহ করে বিক্রি ' +
        'করে, আর সেই টাকায় কাছে কোনো পাঠাগার নেই এমন শিশুদের জন্য পড়ার আয়োজন চালায়।',
      'এই মার্কেটপ্লেসও চলে একই ভাবনায়: যে বই আপনার আর দরকার নেই, তা আরেকজনের সামনে খুলে ' +
        'দিতে পারে নতুন এক জগৎ। পুরোনো বই কিনুন, পড়া বই বিক্রি করুন, আর আরও মানুষকে পড়তে শিখতে সাহায্য করুন।',
    ],
  },
};
