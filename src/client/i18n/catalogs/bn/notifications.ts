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
  orderChanged:
    '{change, select, placed {একজন ক্রেতা “{book}” অর্ডার করেছেন, দেখা হলে নগদে দাম দেবেন।} paid_online {“{book}”-এর দাম অনলাইনে দেওয়া হয়েছে; বই হাতে দেওয়া পর্যন্ত টাকা আমাদের কাছে থাকবে।} handed_over {“{book}” হাতে হাতে দেওয়া নিশ্চিত হয়েছে: বিক্রি সম্পন্ন।} meetup_proposed {“{book}”-এর জন্য দেখা করার নতুন সময় প্রস্তাব করা হয়েছে।} meetup_agreed {“{book}”-এর জন্য দেখা করার সময় ঠিক হয়েছে।} handover_locked {“{book}”-এর জন্য পাঁচবার ভুল কোড: ১৫ মিনিট হস্তান্তর নিশ্চিত করা যাবে না।} cancelled_by_buyer {ক্রেতা “{book}”-এর অর্ডার বাতিল করেছেন।} seller_no_show {“{book}”-এর অর্ডার বাতিল হয়েছে: ক্রেতা দেখা করতে আসেননি।} cash_hold_expired {“{book}”-এর অর্ডার বাতিল হয়েছে: দেখা করার সময়ের অনেক পরেও কেউ হস্তান্তর নিশ্চিত করেননি, তাই বইটি আবার বিক্রির জন্য খোলা।} not_handed_over_in_time {“{book}”-এর অর্ডার বাতিল হয়ে টাকা ফেরত গেছে: সময়মতো বই হাতে দেওয়া হয়নি।} problem_reported {ক্রেতা “{book}” নিয়ে একটি সমস্যার কথা জানিয়েছেন।} problem_refunded {অ্যাডমিন “{book}”-এর টাকা ফেরত দিয়েছেন।} problem_closed {অ্যাডমিন “{book}”-এর সমস্যার অভিযোগ বন্ধ করেছেন।} refund_pending {“{book}”-এর টাকা এখনো ফেরত দেওয়া যায়নি; আবার চেষ্টা করা হচ্ছে।} refunded {“{book}”-এর টাকা ফেরত দেওয়া হয়েছে।} other {“{book}”-এর অর্ডার বাতিল হয়েছে।}}',
  sellerVerified: 'আপনি এখন যাচাই করা বিক্রেতা।',
  newMessage: '“{book}” নিয়ে {sender} আপনাকে নতুন মেসেজ পাঠিয়েছেন।',
  newReview:
    'একজন ক্রেতা “{book}” বইটির জন্য আপনাকে ৫-এর মধ্যে {rating, plural, other {#}} স্টার দিয়েছেন।',
  reportReceived:
    'কেউ একটি {kind, select, listing {বই} review {রিভিউ} other {কথোপকথন}} রিপোর্ট করেছেন। এটি রিপোর্টের তালিকায় অপেক্ষা করছে।',
  reportResolvedRemoved:
    '“{title}” নিয়ে আপনি যে {kind, select, listing {বইটি} other {রিভিউটি}} রিপোর্ট করেছিলেন, অ্যাডমিন তা সরিয়ে দিয়েছেন।',
  reportResolvedAction:
    '“{title}” নিয়ে আপনি যে কথোপকথন রিপোর্ট করেছিলেন, অ্যাডমিন সে বিষয়ে ব্যবস্থা নিয়েছেন।',
  reportResolvedNoAction: '“{title}” নিয়ে আপনার রিপোর্টটি অ্যাডমিন দেখেছেন, নিয়মের বাইরে কিছু পাননি।',
  reportOutcomeListing: 'একটি রিপোর্টের পর অ্যাডমিন আপনার বই “{title}” সরিয়ে দিয়েছেন।',
  reportOutcomeReview:
    "একটি রিপোর্টের পর অ্যাডমিন “{title}” নিয়ে আপনার রিভিউটি সরিয়ে দিয়েছেন। কারণটি 'আমার অর্ডার'-এ দেখুন।",
  reportOutcomeConversation:
    'একটি রিপোর্টের পর অ্যাডমিন “{title}” নিয়ে আপনার কথোপকথনে ব্যবস্থা নিয়েছেন।',
  reportOutcomeNoAction:
    '“{title}” নিয়ে আপনার {kind, select, listing {বইটি} review {রিভিউটি} other {কথোপকথনটি}} কেউ রিপোর্ট করেছিলেন; অ্যাডমিন নিয়মের বাইরে কিছু পাননি।',
  listingApproved: 'অ্যাডমিন “{book}” অনুমোদন করেছেন। ক্রেতারা এখন এটি খুঁজে পাবেন।',
  listingRefused: 'অ্যাডমিন “{book}” অনুমোদন করেননি, তাই বইটি সরিয়ে দেওয়া হয়েছে।',
  offerChanged:
    '{event, select, made {একজন ক্রেতা “{book}” বইটির জন্য ৳{amount, number} অফার করেছেন।} countered {বিক্রেতা “{book}” বইটির জন্য আপনার অফারের জবাবে ৳{amount, number} দাম বলেছেন।} accepted {{to, select, buyer {বিক্রেতা “{book}” বইটির জন্য ৳{amount, number} দামে রাজি হয়েছেন: ২৪ ঘণ্টার মধ্যে অর্ডার করুন।} other {ক্রেতা “{book}” বইটির জন্য আপনার বলা ৳{amount, number} দামে রাজি হয়েছেন।}}} declined {{to, select, buyer {বিক্রেতা “{book}” বইটির জন্য আপনার ৳{amount, number} অফারটি নেননি।} other {ক্রেতা “{book}” বইটির জন্য আপনার বলা ৳{amount, number} দামে রাজি হননি।}}} other {“{book}” বইটির ৳{amount, number} অফারটির মেয়াদ শেষ হয়ে গেছে।}}',
} satisfies CatalogShape['notifications'];
