import type { CatalogShape } from '../../catalogShape';

/** The dashboard's frame and the profile in Bangla. */
export const dashboard = {
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
} satisfies CatalogShape['dashboard'];
