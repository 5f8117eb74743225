import type { Language } from '../../../../shared/languages';

export type FaqItem = { question: string; answer: string };

/**
 * The home page FAQ in each language: why the initiative, why sell, why resell books, why buy
 * used. Long-form content, so it stays in the home chunk rather than the catalogues.
 */
export const faqItems: Record<Language, FaqItem[]> = {
  en: [
    {
      question: 'Why did we start this initiative?',
      answer:
        'Too many good books end up on a shelf nobody opens. We built Used Book Resale so that ' +
        'readers across Bangladesh can pass books on to each other easily, at fair prices, ' +
        'and keep them being read.',
    },
    {
      question: 'Why sell your books with us?',
      answer:
        'Listing takes a few minutes and costs nothing. Buyers browse by category, order from ' +
        'your listing and pay by card, and you agree a meeting place with them. Verified sellers ' +
        'are marked, so buyers trust them more.',
    },
    {
      question: 'Why resell books at all?',
      answer:
        'A finished book still has value. Reselling it earns back part of what you paid, frees ' +
        'up space and gives the book a second life instead of sending it to waste.',
    },
    {
      question: 'Why buy used books?',
      answer:
        'Used books cost a fraction of new ones, out-of-print titles are often only found second ' +
        'hand, and every reused copy saves the paper and printing of a new one.',
    },
  ],
  bn: [
    {
      question: 'আমরা কেন এই উদ্যোগ শুরু করলাম?',
      answer:
        'অনেক ভালো বই এমন তাকে পড়ে থাকে, যা আর কেউ খোলে না। তাই আমরা Used Book Resale ' +
        'বানিয়েছি, যাতে সারা বাংলাদেশের পাঠকেরা সহজে, ন্যায্য দামে একে অপরের হাতে বই তুলে ' +
        'দিতে পারেন, আর বইগুলো পড়া হতে থাকে।',
    },
    {
      question: 'কেন আমাদের এখানে বই বিক্রি করবেন?',
      answer:
        'বই বিক্রির জন্য দিতে কয়েক মিনিট লাগে, কোনো খরচ নেই। ক্রেতারা ক্যাটাগরি ধরে বই ' +
        'দেখেন, আপনার বইটি অর্ডার করে কার্ডে পেমেন্ট করেন, আর কোথায় দেখা করবেন তা আপনারা ' +
        'ঠিক করে নেন। যাচাই করা বিক্রেতাদের পাশে চিহ্ন থাকে, তাই ক্রেতারা তাঁদের ওপর বেশি ভরসা করেন।',
    },
    {
      question: 'পড়া বই আবার বিক্রি করবেন কেন?',
      answer:
        'পড়া শেষ হলেও বইয়ের দাম ফুরিয়ে যায় না। আবার বিক্রি করলে কেনার খরচের কিছুটা ফিরে ' +
        'আসে, ঘরে জায়গা খালি হয়, আর বইটি ফেলে না দিয়ে সেটিকে দেওয়া হয় নতুন জীবন।',
    },
    {
      question: 'পুরোনো বই কেন কিনবেন?',
      answer:
        'পুরোনো বইয়ের দাম নতুনের চেয়ে অনেক কম, ছাপা বন্ধ হয়ে যাওয়া অনেক বই শুধু পুরোনো ' +
        'হিসেবেই পাওয়া যায়, আর প্রতিটি পুরোনো বই আবার পড়া হলে একটি নতুন বই ছাপার কাগজ ও খরচ বাঁচে।',
    },
  ],
};
