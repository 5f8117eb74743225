import type { CatalogShape } from '../../catalogShape';

/** The language switch in the header and the phone menu (languages name themselves). */
export const language = {
  switchLabel: 'ভাষা',
  loadFailed: 'বাংলা লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
} satisfies CatalogShape['language'];
