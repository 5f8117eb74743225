import type { CatalogShape } from '../../catalogShape';

/** Page names: the document title is '{page} | Used Book Resale' (usePageTitle). */
export const pages = {
  home: 'হোম',
  products: 'বইয়ের তালিকা',
  about: 'আমাদের কথা',
  blog: 'ব্লগ',
  signin: 'সাইন ইন',
  signup: 'সাইন আপ',
  dashboard: 'ড্যাশবোর্ড',
  notFound: 'পাতাটি পাওয়া যায়নি',
  myWishlist: 'আমার উইশলিস্ট',
  myOrders: 'আমার অর্ডার',
  addProduct: 'বই যোগ করুন',
  myProducts: 'আমার বই',
  allBuyers: 'সব ক্রেতা',
  allSellers: 'সব বিক্রেতা',
  payment: 'পেমেন্ট',
  book: 'বই',
  // Ours: the admin's section of conversations someone reported.
  reports: 'রিপোর্ট',
  // Ours: money held for sellers (a seller's Balance; the admin's Balances due, Order problems).
  sellerOrders: 'আমার বইয়ের অর্ডার',
  balance: 'ব্যালান্স',
  balancesDue: 'বিক্রেতাদের পাওনা',
  orderProblems: 'অর্ডারের সমস্যা',
} satisfies CatalogShape['pages'];
