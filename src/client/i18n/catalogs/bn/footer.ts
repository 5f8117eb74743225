import type { CatalogShape } from '../../catalogShape';

export const footer = {
  tagline:
    'প্রতিটি পুরোনো বইয়ে থাকে একটি গল্প। আপনার বইটি এগিয়ে দিন, পরের পাঠক তাতে যোগ করুক নতুন অধ্যায়।',
  contacts: 'যোগাযোগ',
  phone: 'ফোন: {phone}',
  email: 'ইমেইল:',
  address: 'ঠিকানা: বাংলাদেশ',
  followUs: 'আমাদের সঙ্গে থাকুন',
  legal: 'আইনি তথ্য',
  privacyPolicy: 'গোপনীয়তা নীতি',
  terms: 'শর্তাবলি',
  copyright: 'কপিরাইট © {year} {product}। সর্বস্বত্ব সংরক্ষিত।',
} satisfies CatalogShape['footer'];
