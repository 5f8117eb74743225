import type { CatalogShape } from '../../catalogShape';

export const appStatus = {
  offline:
    'আপনি এখন অফলাইনে আছেন। আগে খোলা পাতাগুলো দেখা যাবে; দাম, অর্ডার আর মেসেজ আবার ইন্টারনেট এলে লোড হবে।',
  updateAvailable: 'সাইটের নতুন ভার্সন এসেছে।',
  updateReload: 'রিলোড করুন',
  /** The offline page (public/offline.html, filled in by the build). */
  offlinePageTitle: 'আপনি অফলাইনে আছেন',
  offlinePageText:
    'ইন্টারনেট সংযোগ না থাকায় পাতাটি খোলা গেল না। মোবাইল ডেটা বা ওয়াই-ফাই চালু আছে কি না দেখে আবার চেষ্টা করুন।',
  offlinePageRetry: 'আবার চেষ্টা করুন',
} satisfies CatalogShape['appStatus'];
