/** Ours: My Orders, /dashboard/myorders (docs/product.md#my-orders). */
import type { CatalogShape } from '../../catalogShape';

export const orders = {
  loading: 'আপনার অর্ডারগুলো লোড হচ্ছে…',
  columnProduct: 'বইয়ের নাম',
  columnSellerName: 'বিক্রেতার নাম',
  columnSellerEmail: 'বিক্রেতার ইমেইল',
  columnLocation: 'দেখা করার জায়গা',
  columnPrice: 'দাম',
  columnPayment: 'পেমেন্ট',
  columnReview: 'আপনার রেটিং',
  rateSeller: 'বিক্রেতাকে রেটিং দিন',
  editReview: 'রিভিউ বদলান',
  starsGiven: 'আপনি ৫-এর মধ্যে {stars, plural, other {#}} স্টার দিয়েছেন',
  removedByAdmin: 'অ্যাডমিন সরিয়ে দিয়েছেন: {reason}',
  reviewDialogTitle: '{seller}-কে রেটিং দিন',
  editReviewDialogTitle: '{seller}-এর জন্য আপনার রিভিউ',
  reviewDialogBook: 'আপনার অর্ডার: {title}',
  starsLegend: 'স্টার',
  starOption: '{stars, plural, other {#}} স্টার',
  commentLabel: 'মন্তব্য (না লিখলেও চলবে)',
  commentCounter: '{max}-এর মধ্যে {used} অক্ষর',
  submitReview: 'জমা দিন',
  saveReview: 'পরিবর্তন সেভ করুন',
  reviewSaved: 'ধন্যবাদ! বিক্রেতাকে দেওয়া আপনার রেটিং সেভ হয়েছে।',
  reviewUpdated: 'আপনার রিভিউ বদলানো হয়েছে।',
  viewOrder: 'অর্ডার দেখুন',
} satisfies CatalogShape['orders'];
