/** Ours: the buying screens' own texts. */
import type { CatalogShape } from '../../catalogShape';

export const buying = {
  orderModalTitle: '{title} অর্ডার করুন',
  submitOrder: 'জমা দিন',
  paymentMethod: 'কীভাবে দাম দেবেন?',
  payOnline: 'অনলাইনে, কার্ডে',
  payCashAtMeetup: 'দেখা হলে নগদে (বইটি আপনার জন্য রাখা থাকবে)',
  removeFromWishlist: 'সরিয়ে দিন',
  removedFromWishlist: 'উইশলিস্ট থেকে সরানো হয়েছে',
  noWishlist: 'আপনার উইশলিস্ট খালি। বইয়ের কার্ডের হার্ট চিহ্নে চাপ দিয়ে বই যোগ করুন।',
  noOrders: 'আপনি এখনো কোনো বই অর্ডার করেননি।',
  payBy: '{when}-এর মধ্যে পেমেন্ট করুন',
  payInCash: 'দেখা হলে নগদে দাম দিন',
  meetupAt: 'দেখা করার সময়: {when}',
  showHandoverCode: 'হস্তান্তর কোড দেখান',
  newHandoverCode: 'নতুন হস্তান্তর কোড',
  handoverCodeIs: 'বই হাতে পেলে বিক্রেতাকে এই কোডটি দেখান:',
  testModeTitle: 'টেস্ট মোড',
  // The test card numbers stay in ASCII digits: they are typed as Stripe documents them.
  testModeHint:
    'এখানে আসল টাকা লেনদেন হয় না। 4242 4242 4242 4242 কার্ড, ভবিষ্যতের যেকোনো তারিখ আর যেকোনো ৩ অঙ্কের CVC দিয়ে পেমেন্ট করুন। 4000 0000 0000 0002 কার্ডটি প্রত্যাখ্যাত হয়; 4000 0000 0000 9995 কার্ডে যথেষ্ট টাকা নেই।',
  cardNumber: 'কার্ড নম্বর',
  cardExpiry: 'মেয়াদ শেষের তারিখ (মাস/বছর)',
  cardCvc: 'CVC',
  card: 'কার্ড',
  processing: 'পেমেন্ট হচ্ছে…',
  transactionId: 'আপনার ট্রানজেকশন আইডি:',
  cardFormUnavailable: 'কার্ডের ফর্মটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।',
  paymentNotRecorded:
    'আপনার কার্ডের পেমেন্ট সম্পন্ন হয়েছে, কিন্তু আমরা এখনো তা রেকর্ড করতে পারিনি। "আবার চেষ্টা করুন" চাপুন; আপনার কাছ থেকে দুবার টাকা কাটা হবে না।',
  orderNotPayable: 'এই অর্ডারের পেমেন্ট করা যাবে না।',
  viewOrders: 'আমার অর্ডারে ফিরে যান',
  ordersCaption: 'আপনার অর্ডার ও সেগুলোর পেমেন্ট',
  cardExpiryIncomplete: 'আপনার কার্ডের মেয়াদ শেষের তারিখ অসম্পূর্ণ।',
  cardFormLoading: 'কার্ডের ফর্ম লোড হচ্ছে…',
  fieldName: 'নাম',
  fieldEmail: 'ইমেইল',
  fieldBookTitle: 'বইয়ের নাম',
  fieldPrice: 'দাম',
  fieldPhone: 'ফোন',
  fieldLocation: 'দেখা করার জায়গা',
} satisfies CatalogShape['buying'];
