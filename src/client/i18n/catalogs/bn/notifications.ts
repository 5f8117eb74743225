/** Ours: what people are told, on the Notifications page (docs/product.md#notifications). */
import type { CatalogShape } from '../../catalogShape';

export const notifications = {
  pageTitle: 'নোটিফিকেশন',
  markAllRead: 'সবগুলো পড়া হিসেবে চিহ্নিত করুন',
  loading: 'আপনার নোটিফিকেশন লোড হচ্ছে…',
  empty:
    'এখনো কোনো নোটিফিকেশন নেই। আপনার বই অর্ডার বা পেমেন্ট হলে, আপনার অর্ডারের খবর, নতুন মেসেজ আর রিভিউ এলে এখানে জানানো হবে।',
  unreadCount: '{count, plural, =0 {পড়ার মতো নতুন কিছু নেই} other {#টি নোটিফিকেশন পড়া হয়নি}}',
  showMore: 'আগের নোটিফিকেশন দেখুন',
  unread: 'পড়া হয়নি:',
  bookOrdered: '{buyer} আপনার বই “{book}” অর্ডার করেছেন।',
  orderPaid: '{buyer} “{book}” বইটির পেমেন্ট করেছেন। দেখা করার জায়গা: {place}।',
  cancelledExpired: '“{book}”-এর অর্ডার বাতিল হয়েছে: সময়মতো পেমেন্ট হয়নি।',
  cancelledSoldToAnotherBuyer:
    '“{book}”-এর অর্ডার বাতিল হয়েছে: বইটি অন্য একজন ক্রেতার কাছে বিক্রি হয়ে গেছে।',
  cancelledListingDeleted: '“{book}”-এর অর্ডার বাতিল হয়েছে: বিক্রেতা বইটি মুছে ফেলেছেন।',
  sellerVerified: 'আপনি এখন যাচাই করা বিক্রেতা।',
  newMessage: '“{book}” নিয়ে {sender} আপনাকে নতুন মেসেজ পাঠিয়েছেন।',
  newReview:
    'একজন ক্রেতা “{book}” বইটির জন্য আপনাকে ৫-এর মধ্যে {rating, plural, other {#}} স্টার দিয়েছেন।',
} satisfies CatalogShape['notifications'];
