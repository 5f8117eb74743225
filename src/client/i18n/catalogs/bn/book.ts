/** Ours: the page of one book, /book/{id} (docs/product.md#book-page). */
import type { CatalogShape } from '../../catalogShape';

export const book = {
  author: 'লেখক',
  authorPlaceholder: 'না লিখলেও চলবে, যেমন হুমায়ূন আহমেদ',
  byAuthor: 'লেখক: {author}',
  coverAlt: '{title} বইয়ের প্রচ্ছদ',
  details: 'এই কপির বিবরণ',
  category: 'ক্যাটাগরি',
  description: 'বর্ণনা',
  relevantInformation: 'অন্যান্য তথ্য',
  loading: 'বইটি লোড হচ্ছে…',
  loadFailed: 'বইটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  soldNote: 'এই বইটি বিক্রি হয়ে গেছে।',
  reservedNote:
    'আরেকজন ক্রেতা দেখা করে নগদে কেনার জন্য বইটি রেখেছেন। সেই বিক্রি না হলে আবার অর্ডার করা যাবে।',
  signInToAct: 'এই বইটি কিনতে, উইশলিস্টে রাখতে বা বিক্রেতাকে কিছু জিজ্ঞেস করতে সাইন ইন করুন।',
  viewYourOrder: 'আপনার অর্ডার দেখুন',
  askSeller: 'বিক্রেতাকে জিজ্ঞেস করুন',
  report: 'বইটি রিপোর্ট করুন',
  resalePrice: 'বিক্রির দাম',
  originalPrice: 'আসল দাম',
  condition: 'অবস্থা',
  location: 'এলাকা',
  used: 'কতদিন ব্যবহৃত',
  seller: 'বিক্রেতা',
  posted: 'পোস্ট করা হয়েছে',
  /** The 404 screen's line for a book that does not exist (the server's own words). */
  notFound: 'এই আইডির কোনো বই নেই।',
} satisfies CatalogShape['book'];
