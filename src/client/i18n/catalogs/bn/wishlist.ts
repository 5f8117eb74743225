/** Ours: My Wishlist, /dashboard/mywishlist (docs/product.md#my-wishlist). */
import type { CatalogShape } from '../../catalogShape';

export const wishlist = {
  loading: 'আপনার উইশলিস্ট লোড হচ্ছে…',
} satisfies CatalogShape['wishlist'];
