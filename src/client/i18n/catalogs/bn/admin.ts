import type { CatalogShape } from '../../catalogShape';

/** The admin's pages in Bangla. */
export const admin = {
  picture: 'ছবি',
  name: 'নাম',
  email: 'ইমেইল',
  action: 'অ্যাকশন',
  rating: 'রেটিং',
  loadingBuyers: 'ক্রেতাদের তালিকা লোড হচ্ছে…',
  loadingSellers: 'বিক্রেতাদের তালিকা লোড হচ্ছে…',
  verifySeller: '{name}-কে যাচাই করুন',
  onlyUnverified: 'শুধু যাচাই না করা বিক্রেতা',
  showingUnverified:
    '{count, plural, =0 {যাচাই না করা কোনো বিক্রেতা নেই} other {যাচাই না করা বিক্রেতা: #জন}}',
  verifyTitle: '{name}-কে যাচাই করবেন?',
  verifyIntro:
    'ক্রেতারা {name}-কে তাঁর সব বইয়ে যাচাই করা বিক্রেতা হিসেবে দেখবেন। এটি আর ফেরানো যাবে না।',
  summaryLoading: 'এই বিক্রেতার তথ্য লোড হচ্ছে…',
  joined: 'যোগ দিয়েছেন',
  booksForSale: 'বিক্রির জন্য বই',
  sales: 'বিক্রি',
  openReports: 'খোলা রিপোর্ট',
  confirmVerify: 'যাচাই করুন',
  cancel: 'বাতিল করুন',
} satisfies CatalogShape['admin'];
