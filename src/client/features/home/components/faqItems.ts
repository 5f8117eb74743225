export type FaqItem = { question: string; answer: string };

/**
 * The home page FAQ in English (Bangla: faqItems.bn.ts, in the Bangla chunk): why the initiative, why sell, why resell books, why buy
 * used. Long-form content, so it stays in the home chunk rather than the catalogues.
 */
export const faqItems: FaqItem[] = [
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
];
