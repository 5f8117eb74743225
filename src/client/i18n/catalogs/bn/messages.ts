/** Ours (issue 17): conversations between a buyer and a seller (docs/product.md#messages). */
import type { CatalogShape } from '../../catalogShape';

export const messages = {
  pageTitle: 'মেসেজ',
  askSeller: 'বিক্রেতাকে জিজ্ঞেস করুন',
} satisfies CatalogShape['messages'];
