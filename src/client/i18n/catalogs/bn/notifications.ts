/** Ours (issue 17): what people are told, on the Notifications page (docs/product.md#notifications). */
import type { CatalogShape } from '../../catalogShape';

export const notifications = {
  pageTitle: 'নোটিফিকেশন',
  markAllRead: 'সবগুলো পড়া হয়েছে',
} satisfies CatalogShape['notifications'];
