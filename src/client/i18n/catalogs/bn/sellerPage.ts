/** Ours: a seller's public page, /seller/{id} (docs/product.md#seller-page). */
import type { CatalogShape } from '../../catalogShape';

export const sellerPage = {
  loading: 'বিক্রেতার তথ্য আসছে…',
  pageTitle: 'বিক্রেতা',
  notFound: 'এই আইডির কোনো বিক্রেতা নেই।',
  photo: '{name}-এর ছবি',
  memberSince: '{date} থেকে সদস্য',
  booksHeading: 'বিক্রির বই',
  booksLoading: 'বইগুলো আসছে…',
  noBooks: 'এই মুহূর্তে বিক্রির কোনো বই নেই।',
  reviewsHeading: 'রিভিউ',
  reviewsLoading: 'রিভিউগুলো আসছে…',
  noReviews: 'এখনো কোনো রিভিউ নেই।',
  showMoreReviews: 'আরও রিভিউ দেখুন',
  stars: '৫-এর মধ্যে {rating} রেটিং',
  boughtBook: '{book} কিনেছেন',
  edited: 'এডিট করা হয়েছে',
  remove: 'সরান',
  removeLabel: '{name}-এর রিভিউটি সরান',
  report: 'রিপোর্ট করুন',
  reportLabel: '{name}-এর রিভিউটি রিপোর্ট করুন',
  removeTitle: 'রিভিউটি সরাবেন?',
  removeBody:
    '{name}-এর রিভিউটি এই পাতা আর বিক্রেতার গড় রেটিং থেকে বাদ যাবে। রিভিউদাতা আপনার লেখা কারণটি দেখতে পাবেন।',
  reason: 'কারণ',
  confirmRemove: 'রিভিউ সরান',
  removed: 'রিভিউটি সরানো হয়েছে',
} satisfies CatalogShape['sellerPage'];
