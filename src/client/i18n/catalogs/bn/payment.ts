/** Ours: the payment page, /dashboard/payment/{id} (docs/product.md#payment-page). */
import type { CatalogShape } from '../../catalogShape';

export const payment = {
  loading: 'আপনার অর্ডার লোড হচ্ছে…',
  pleasePay: 'অনুগ্রহ করে আপনার অর্ডারের জন্য {price} পেমেন্ট করুন',
  expiryPlaceholder: 'মাস/বছর',
  cardNotSucceeded: 'কার্ডের পেমেন্ট এখনো সম্পন্ন হয়নি।',
  gatewayHeading: 'মোবাইল ওয়ালেট বা কার্ডে পেমেন্ট করুন',
  gatewayHint: 'পেমেন্টটি শেষ করবেন SSLCommerz-এর নিরাপদ পেজে, তারপর আবার আপনার অর্ডারে ফিরে আসবেন।',
  gatewayOption: 'বিকাশ, নগদ, রকেট বা কার্ড',
  gatewayOpening: 'পেমেন্টের পেজে নিয়ে যাওয়া হচ্ছে…',
  cardHeading: 'অথবা এখানেই কার্ডে পেমেন্ট করুন',
} satisfies CatalogShape['payment'];
