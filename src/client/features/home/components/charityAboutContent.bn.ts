import type { CharityAboutContent } from './charityAboutContent';

/** charityAboutContent in Bangla: travels in the Bangla chunk (i18n/banglaPack.ts), not the home page's. */
export const charityAboutBn: CharityAboutContent = {
  imageAlt: 'পাড়ার ছোট একটি পাঠাগারে মাদুরে বসে শিশুরা বই পড়ছে',
  heading: 'যে বইয়ের দোকান পড়ার সুযোগ ফিরিয়ে দেয়',
  paragraphs: [
    'আমাদের শুরু ছোট একটি দাতব্য বইয়ের দোকান থেকে। দোকানটি দান করা বই সংগ্রহ করে বিক্রি ' +
      'করে, আর সেই টাকায় কাছে কোনো পাঠাগার নেই এমন শিশুদের জন্য পড়ার আয়োজন চালায়।',
    'এই মার্কেটপ্লেসও চলে একই ভাবনায়: যে বই আপনার আর দরকার নেই, তা আরেকজনের সামনে খুলে ' +
      'দিতে পারে নতুন এক জগৎ। পুরোনো বই কিনুন, পড়া বই বিক্রি করুন, আর আরও মানুষকে পড়তে শিখতে সাহায্য করুন।',
  ],
};
