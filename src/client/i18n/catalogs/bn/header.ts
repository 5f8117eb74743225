import type { CatalogShape } from '../../catalogShape';

export const header = {
  books: 'বই',
  loadingCategories: 'লোড হচ্ছে…',
  toggleMenu: 'মেনু খুলুন বা বন্ধ করুন',
  skipToContent: 'মূল অংশে চলে যান',
} satisfies CatalogShape['header'];
