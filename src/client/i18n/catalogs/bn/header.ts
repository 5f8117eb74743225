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
  /** Ours: the signed-in header's icon links; with a count, their names say it. */
  messages: 'মেসেজ',
  messagesUnread: 'মেসেজ, {count, number}টি পড়া হয়নি',
  notifications: 'নোটিফিকেশন',
  notificationsUnread: 'নোটিফিকেশন, {count, number}টি পড়া হয়নি',
} satisfies CatalogShape['header'];
