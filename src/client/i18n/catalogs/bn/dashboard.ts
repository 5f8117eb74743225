import type { CatalogShape } from '../../catalogShape';

/** The dashboard's frame and the profile in Bangla. */
export const dashboard = {
  heldPayments: 'যাচাইয়ের জন্য আটকে থাকা পেমেন্ট',
  menu: 'ড্যাশবোর্ড মেনু',
  profilePhoto: 'প্রোফাইলের ছবি',
  emailVerified: 'ইমেইল যাচাই হয়েছে',
  appVerified: 'অ্যাপে যাচাই হয়েছে',
  email: 'ইমেইল',
  phone: 'ফোন',
  role: 'অ্যাকাউন্টের ধরন',
  yes: 'হ্যাঁ',
  no: 'না',
  flagYes: '{label}: হ্যাঁ',
  flagNo: '{label}: না',
  /** Ours: the profile's switch for e-mail about notifications. */
  emailNotifications: 'নোটিফিকেশনগুলো ইমেইলেও পাঠান',
  emailChoiceFailed: 'ইমেইলের সেটিংটি সেভ করা যায়নি। আবার চেষ্টা করুন।',
  emailUnverifiedNote:
    'আমরা শুধু যাচাই করা ইমেইলেই মেইল পাঠাই। আপনার ইমেইল যাচাই না হওয়া পর্যন্ত নোটিফিকেশনগুলো শুধু এখানে আর বেল আইকনে দেখা যাবে।',
  verifyEmail: 'ইমেইল যাচাই করুন',
  emailVerifiedCheck: 'যাচাই করেছি',
  signOutEverywhere: 'সব ডিভাইস থেকে সাইন আউট',
  signOutEverywhereTitle: 'সব ডিভাইস থেকে সাইন আউট করবেন?',
  signOutEverywhereBody:
    'এতে সব ফোন আর কম্পিউটারে আপনার সেশন শেষ হয়ে যাবে, এটাতেও। আবার ঢুকতে পাসওয়ার্ড বা গুগল দিয়ে নতুন করে সাইন ইন করতে হবে।',
  signOutEverywhereFailed: 'সব ডিভাইস থেকে সাইন আউট করা যায়নি। আবার চেষ্টা করুন।',
  verificationSent:
    '{email} ঠিকানায় যাচাইয়ের লিংক পাঠানো হয়েছে। লিংকটি খুলে এখানে ফিরে এসে “যাচাই করেছি” চাপুন।',
  emailNowVerified: 'আপনার ইমেইল যাচাই হয়েছে: এখন থেকে নোটিফিকেশন ইমেইলেও যাবে।',
  emailNotYetVerified: 'আপনার ইমেইল এখনো যাচাই হয়নি। আমাদের পাঠানো মেইলের লিংকটি খুলুন।',
  signedOutEverywhere: 'সব ডিভাইস থেকে সাইন আউট হয়েছে।',
  editProfile: 'প্রোফাইল বদলান',
  editProfileTitle: 'আপনার নাম আর মোবাইল নম্বর',
  fieldName: 'নাম',
  fieldMobile: 'মোবাইল নম্বর',
  mobileHint: 'যেমন ০১৭১২৩৪৫৬৭৮ বা +৮৮০১৭১২৩৪৫৬৭৮। নম্বর মুছে দিতে ঘরটি খালি রাখুন।',
  saveProfile: 'সেভ করুন',
  profileSaved: 'আপনার প্রোফাইল সেভ হয়েছে।',
  profileSaveFailed: 'প্রোফাইল সেভ করা যায়নি। আবার চেষ্টা করুন।',
} satisfies CatalogShape['dashboard'];
