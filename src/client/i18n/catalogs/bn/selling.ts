import type { CatalogShape } from '../../catalogShape';

/** The Add Product form and My Products in Bangla. */
export const selling = {
  bookName: 'বইয়ের নাম',
  resalePrice: 'বিক্রির দাম (টাকা)',
  originalPrice: 'আসল দাম (টাকা)',
  used: 'কতদিন ব্যবহার হয়েছে',
  usedPlaceholder: '২ বছর, বা ১২০ দিন',
  mobile: 'মোবাইল নম্বর',
  category: 'ক্যাটাগরি',
  condition: 'অবস্থা',
  conditionName: '{condition, select, excellent {খুব ভালো} good {ভালো} other {মোটামুটি}}',
  location: 'এলাকা',
  description: 'বিবরণ',
  relevantInformation: 'প্রাসঙ্গিক তথ্য',
  image: 'ছবি',
  loadingCategories: 'ক্যাটাগরি লোড হচ্ছে…',
  loadingOwnBooks: 'আপনার বইগুলো লোড হচ্ছে…',
} satisfies CatalogShape['selling'];
