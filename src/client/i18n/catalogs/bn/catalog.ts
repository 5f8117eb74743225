import type { CatalogShape } from '../../catalogShape';

export const catalog = {
  books: 'বই',
  loading: 'বই লোড হচ্ছে…',
} satisfies CatalogShape['catalog'];
