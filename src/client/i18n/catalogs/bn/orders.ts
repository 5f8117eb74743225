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
} satisfies CatalogShape['orders'];
