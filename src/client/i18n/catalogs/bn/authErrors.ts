import type { CatalogShape } from '../../catalogShape';

/** A failed sign-in's reason in Bangla, per Firebase Auth error code; unknown codes get `fallback`. */
export const authErrors = {
  'auth/invalid-credential': 'ইমেইল বা পাসওয়ার্ড ভুল।',
  'auth/invalid-login-credentials': 'ইমেইল বা পাসওয়ার্ড ভুল।',
  'auth/wrong-password': 'ইমেইল বা পাসওয়ার্ড ভুল।',
  'auth/user-not-found': 'এই ইমেইলে কোনো অ্যাকাউন্ট নেই। আগে একটি অ্যাকাউন্ট খুলুন।',
  'auth/invalid-email': 'ইমেইল ঠিকানাটি সঠিক নয়।',
  'auth/email-already-in-use': 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। লগ ইন করুন।',
  'auth/weak-password': 'পাসওয়ার্ডটি খুব দুর্বল। অন্তত ৬ অক্ষরের পাসওয়ার্ড দিন।',
  'auth/too-many-requests': 'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'auth/user-disabled': 'এই অ্যাকাউন্টটি বন্ধ করে দেওয়া হয়েছে।',
  'auth/user-token-expired': 'আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার লগ ইন করুন।',
  'auth/network-request-failed': 'ইন্টারনেট সংযোগ নেই। সংযোগ দেখে আবার চেষ্টা করুন।',
  'auth/popup-blocked': 'ব্রাউজার Google-এর উইন্ডোটি আটকে দিয়েছে। পপ-আপ চালু করে আবার চেষ্টা করুন।',
  'auth/popup-closed-by-user': 'লগ ইন শেষ হওয়ার আগেই Google-এর উইন্ডোটি বন্ধ হয়ে গেছে।',
  'auth/cancelled-popup-request': 'লগ ইন শেষ হওয়ার আগেই Google-এর উইন্ডোটি বন্ধ হয়ে গেছে।',
  'auth/unauthorized-domain': 'এই ঠিকানা থেকে Google দিয়ে লগ ইন করা যায় না।',
  'auth/admin-restricted-operation': 'এভাবে লগ ইন করার অনুমতি নেই।',
  'auth/user-mismatch': 'এটি লগ ইন করা অ্যাকাউন্টটি নয়।',
  'auth/missing-email': 'অনুগ্রহ করে আপনার ইমেইল লিখুন',
  'auth/internal-error': 'Google দিয়ে লগ ইন শুরু করা গেল না। সংযোগ দেখে আবার চেষ্টা করুন।',
  fallback: 'লগ ইন করা যায়নি। আবার চেষ্টা করুন।',
} satisfies CatalogShape['authErrors'];
