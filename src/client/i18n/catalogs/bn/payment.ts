/** Ours: the payment page, /dashboard/payment/{id} (docs/product.md#payment-page). */
import type { CatalogShape } from '../../catalogShape';

export const payment = {
  loading: 'আপনার অর্ডার লোড হচ্ছে…',
  pleasePay: 'অনুগ্রহ করে আপনার অর্ডারের জন্য {price} পেমেন্ট করুন',
  expiryPlaceholder: 'মাস/বছর',
  cardNotSucceeded: 'কার্ডের পেমেন্ট এখনো সম্পন্ন হয়নি।',
} satisfies CatalogShape['payment'];
