import type { CatalogShape } from '../../catalogShape';

export const about = {
  heading: 'আমাদের দলের সঙ্গে পরিচিত হোন',
  intro:
    'কে বইগুলোকে পাঠক থেকে পাঠকের হাতে পৌঁছে দেন, জানতে ছবির ওপর মাউস রাখুন বা Tab দিয়ে ছবিতে যান।',
  teamList: 'দলের সদস্যরা',
  onFacebook: 'Facebook-এ {name}',
  onLinkedIn: 'LinkedIn-এ {name}',
} satisfies CatalogShape['about'];
