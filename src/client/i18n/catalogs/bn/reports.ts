import type { CatalogShape } from '../../catalogShape';

/** Reporting to the admin, in Bangla. */
export const reports = {
  titleListing: 'এই বইটি রিপোর্ট করুন',
  titleReview: 'এই রিভিউটি রিপোর্ট করুন',
  titleConversation: 'এই কথোপকথন রিপোর্ট করুন',
  intro: 'অ্যাডমিন বিষয়টি দেখে সিদ্ধান্ত নেবেন। এখানে যা লিখবেন তা শুধু অ্যাডমিন পড়বেন।',
  reason: 'সমস্যাটা কী?',
  reasonHint: 'যেমন: স্প্যাম, ভুয়া বা ভুল বই, গালাগালি, সাইটের বাইরে টাকা দিতে বলা।',
  send: 'রিপোর্ট পাঠান',
  sending: 'পাঠানো হচ্ছে…',
  cancel: 'বাতিল করুন',
  sent: 'ধন্যবাদ। অ্যাডমিন আপনার রিপোর্টটি দেখবেন।',
} satisfies CatalogShape['reports'];
