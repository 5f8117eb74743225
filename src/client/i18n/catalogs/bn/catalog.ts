import type { CatalogShape } from '../../catalogShape';

export const catalog = {
  books: 'বই',
  loading: 'বই লোড হচ্ছে…',
  searchInCategory: '{category} ক্যাটাগরিতে খুঁজুন',
} satisfies CatalogShape['catalog'];
