import type { CatalogShape } from '../../catalogShape';

/** The sign-in and sign-up pages in Bangla. */
export const auth = {
  email: 'ইমেইল',
  password: 'পাসওয়ার্ড',
  name: 'নাম',
  image: 'ছবি',
  role: 'অ্যাকাউন্টের ধরন',
  roleName: '{role, select, admin {অ্যাডমিন} seller {বিক্রেতা} other {ক্রেতা}}',
  or: 'অথবা',
  newHere: 'নতুন এসেছেন?',
  alreadyHaveAccount: 'অ্যাকাউন্ট আছে?',
  signUp: 'সাইন আপ',
  continueWithGoogle: 'Google দিয়ে চালিয়ে যান',
} satisfies CatalogShape['auth'];
