import type { CatalogShape } from '../../catalogShape';

/** The forms' field messages in Bangla (English: VALIDATION in shared/messages.ts). */
export const validation = {
  emailRequired: 'আপনার ইমেইল লিখুন',
  emailFormat: 'ইমেইলের ফরম্যাট সঠিক নয়',
  loginPasswordRequired: 'আপনার পাসওয়ার্ড লিখুন',
  passwordMinLength: 'পাসওয়ার্ড অন্তত ৫ অক্ষরের হতে হবে',
  nameRequired: 'আপনার নাম লিখুন',
  nameMaxLength: 'নাম ২০ অক্ষরের কম হতে হবে',
  signupPasswordRequired: 'একটি পাসওয়ার্ড দিন',
  imageRequiredSignup: 'আপনার একটি ছবি দিন',
  bookNameRequired: 'বইয়ের নাম দিতে হবে',
  resalePriceRequired: 'বিক্রির দাম দিতে হবে',
  originalPriceRequired: 'আসল দাম দিতে হবে',
  usedRequired: 'বইটি কতদিন ব্যবহার হয়েছে তা লিখতে হবে',
  mobileRequired: 'মোবাইল নম্বর দিতে হবে',
  descriptionRequired: 'বিবরণ দিতে হবে',
  relevantInformationRequired: 'প্রাসঙ্গিক তথ্য দিতে হবে',
  imageRequired: 'ছবি দিতে হবে',
  forgotPasswordEmailRequired: 'অনুগ্রহ করে আপনার ইমেইল লিখুন',
  priceNumber: 'দাম সংখ্যায় লিখুন, যেমন ২৫০',
  meetingLocationRequired: 'দেখা করার জায়গা লিখতে হবে',
  bookPriceRequired: 'বইয়ের দাম দিতে হবে',
  authorTooLong: 'লেখকের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  unstorableText: 'লেখায় এমন অক্ষর আছে যা রাখা যায় না (NUL বা জোড়াহীন সারোগেট অক্ষর)',
} satisfies CatalogShape['validation'];
