import type { CatalogShape } from '../../catalogShape';

/** Empty states, confirmations and failures of the listing and admin screens; the book card's facts. */
export const listing = {
  noCategoryBooks: 'এই ক্যাটাগরিতে এখনও কোনো বই নেই।',
  noOwnBooks: 'আপনি এখনও কোনো বই বিক্রির জন্য দেননি।',
  noBuyers: 'এখনও কোনো ক্রেতা নেই।',
  noSellers: 'এখনও কোনো বিক্রেতা নেই।',
  deleteTitle: 'বইটি মুছে ফেলবেন?',
  deleteBody:
    '"{title}" দোকান আর সবার উইশলিস্ট থেকে সরিয়ে ফেলা হবে, এবং এর যেসব অর্ডারের পেমেন্ট হয়নি সেগুলো বাতিল হবে। এটি আর ফেরানো যাবে না।',
  loadFailed: 'তালিকাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  actionFailed: 'কাজটি হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
  resalePrice: 'বিক্রয়মূল্য',
  originalPrice: 'আসল দাম',
  condition: 'অবস্থা',
  condition_excellent: 'চমৎকার',
  condition_good: 'ভালো',
  condition_fair: 'মোটামুটি',
  location: 'এলাকা',
  used: 'ব্যবহৃত',
  seller: 'বিক্রেতা',
  posted: 'পোস্ট করা হয়েছে',
  checkingSeller: 'বিক্রেতার যাচাই দেখা হচ্ছে',
  markDescription: '{seller}, {listing}',
  // Cities, looked up by the English value the API keeps (`location_{location}`).
  location_Dhaka: 'ঢাকা',
  location_Chattogram: 'চট্টগ্রাম',
  location_Sylhet: 'সিলেট',
  location_Rajshahi: 'রাজশাহী',
  location_Rangpur: 'রংপুর',
  location_Mymensingh: 'ময়মনসিংহ',
  location_Barishal: 'বরিশাল',
  location_Khulna: 'খুলনা',
} satisfies CatalogShape['listing'];
