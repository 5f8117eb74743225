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
} satisfies CatalogShape['admin'];
