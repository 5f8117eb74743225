/** Ours: a seller's public page, /seller/{id} (docs/product.md#seller-page). */
import type { CatalogShape } from '../../catalogShape';

export const sellerPage = {
  loading: 'বিক্রেতার তথ্য আসছে…',
} satisfies CatalogShape['sellerPage'];
