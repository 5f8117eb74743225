import type { CatalogShape } from '../../catalogShape';

export const header = {
  books: 'বই',
  loadingCategories: 'লোড হচ্ছে…',
  toggleMenu: 'মেনু খুলুন বা বন্ধ করুন',
  skipToContent: 'মূল অংশে চলে যান',
  /** The header's search box (its page's texts come with the search page). */
  searchLabel: 'বই খুঁজুন',
  searchPlaceholder: 'বইয়ের নাম, লেখক বা যেকোনো শব্দ লিখুন',
  searchSubmit: 'খুঁজুন',
} satisfies CatalogShape['header'];
