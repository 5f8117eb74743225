/** Ours: meeting a stranger to buy a book, in Bangla. */
import type { CatalogShape } from '../../catalogShape';

export const safety = {
  title: 'নিরাপদে কেনাকাটা করুন',
  meetInPublic: 'লোকজন আছে এমন জায়গায় দেখা করুন, যেমন ব্যস্ত দোকান, লাইব্রেরি বা ক্যাম্পাসের গেট।',
  checkBeforeCash:
    'নগদ টাকা দেওয়ার আগে বইটি দেখে নিন: অবস্থা কেমন, পাতা ঠিক আছে কি না, আপনার চাওয়া সংস্করণ কি না।',
  noMoneyAhead: 'বিকাশ, নগদ, রকেট বা এই সাইটের বাইরে অন্য কোনোভাবে কখনো আগে থেকে টাকা পাঠাবেন না।',
} satisfies CatalogShape['safety'];
