import type { CatalogShape } from '../../catalogShape';

export const errors = {
  noRoute: 'ত্রুটি: "{path}" ঠিকানায় কোনো পাতা নেই',
} satisfies CatalogShape['errors'];
