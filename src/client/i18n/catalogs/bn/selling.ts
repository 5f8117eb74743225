import type { CatalogShape } from '../../catalogShape';

/** The Add Product form and My Products in Bangla. */
export const selling = {
  bookName: 'বইয়ের নাম',
  resalePrice: 'বিক্রির দাম (টাকা)',
  originalPrice: 'আসল দাম (টাকা)',
  used: 'কতদিন ব্যবহার হয়েছে',
  usedPlaceholder: 'যেমন ২ বছর বা ১২০ দিন',
  mobile: 'মোবাইল নম্বর',
  category: 'ক্যাটাগরি',
  condition: 'অবস্থা',
  conditionName: '{condition, select, excellent {খুব ভালো} good {ভালো} other {মোটামুটি}}',
  location: 'এলাকা',
  description: 'বিবরণ',
  relevantInformation: 'অন্যান্য তথ্য',
  image: 'ছবি',
  loadingCategories: 'ক্যাটাগরি লোড হচ্ছে…',
  loadingOwnBooks: 'আপনার বইগুলো লোড হচ্ছে…',
  edit: 'এডিট করুন',
  editProduct: 'বইয়ের তথ্য এডিট করুন',
  saveChanges: 'পরিবর্তন সেভ করুন',
  loadingListing: 'আপনার বইটি লোড হচ্ছে…',
  currentPhoto: 'এখনকার ছবি',
  replacePhotoHint: 'ছবি বদলাতে চাইলে নিচে নতুন ছবি বেছে নিন।',
  notYourBook: 'এই বইটি আপনার বইয়ের তালিকায় নেই, অথবা বইটি আর নেই।',
  soldCannotEdit: 'বইটি বিক্রি হয়ে গেছে। বিক্রি হওয়া বইয়ের তথ্য বদলানো যায় না।',
  backToMyProducts: 'আমার বইয়ের তালিকায় ফিরে যান',
  unpaidOrdersNote:
    'এই বইয়ের কিছু অর্ডার এখনো পেমেন্টের অপেক্ষায় আছে। সেগুলোতে অর্ডার দেওয়ার সময়ের নাম আর দামই থাকবে, পেমেন্টও হবে সেই দামে; আপনার পরিবর্তন নতুন অর্ডারে খাটবে।',
  loadLatest: 'সর্বশেষ তথ্য লোড করুন',
  awaitingApproval: 'অনুমোদনের অপেক্ষায়',
  awaitingApprovalNote: 'অ্যাডমিন অনুমোদন না দেওয়া পর্যন্ত বইটি শুধু আপনি আর অ্যাডমিন দেখতে পাবেন।',
} satisfies CatalogShape['selling'];
