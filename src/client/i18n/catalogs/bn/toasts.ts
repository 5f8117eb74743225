import type { CatalogShape } from '../../catalogShape';

/** The toasts and alerts in Bangla: plain, polite sentences (the English keeps its typos). */
export const toasts = {
  signOut: 'সাইন আউট হয়েছে',
  dashboardLogOut: 'লগ আউট হয়েছে',
  cashOrderPlaced: 'অর্ডার হয়েছে: বইটি আপনার জন্য রাখা আছে। বিক্রেতার সাথে দেখা হলে নগদে দাম দিন।',
  orderSubmitted: 'অর্ডার জমা হয়েছে। ড্যাশবোর্ড থেকে পেমেন্ট করুন, নইলে অর্ডারটি বাতিল হয়ে যাবে',
  payNow: 'এখনই পেমেন্ট করুন',
  addedToWishlist: 'উইশলিস্টে যোগ করা হয়েছে',
  paymentCompleted: 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে',
  advertised: 'বইটি বিজ্ঞাপনে যোগ করা হয়েছে',
  unadvertised: 'বইটি বিজ্ঞাপন থেকে সরানো হয়েছে',
  deleted: 'বইটি মুছে ফেলা হয়েছে',
  productAdded: '"{name}" বইটি সফলভাবে যোগ করা হয়েছে।',
  listingUpdated: 'বইয়ের তথ্য আপডেট হয়েছে',
  profileCreated: 'প্রোফাইল তৈরি হয়েছে',
  profileUpdated: 'প্রোফাইল আপডেট হয়েছে',
  loginSuccess: 'লগ ইন হয়েছে',
  passwordResetSent: 'পাসওয়ার্ড রিসেটের ইমেইল পাঠানো হয়েছে!',
  regionLabel: 'সাইটের সতর্কবার্তা, Alt+T',
} satisfies CatalogShape['toasts'];
