import type { CategoryName } from '../../../shared/constants';

interface DemoCategory {
  name: CategoryName;
  img: string;
  description: string;
}

// Descriptions of both sides of the 100-character card preview, so the '...' cut shows.
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Art and Collectibles',
    img: '/images/categories/art-and-collectibles.svg',
    description:
      'Art histories, exhibition catalogues, patachitra and folk-art studies, sketchbooks of the masters and rare collectible editions kept with care by their owners.',
  },
  {
    name: 'Fiction',
    img: '/images/categories/fiction.svg',
    description:
      'Novels and short stories from Bangla classics to world literature, in Bangla and in English translation, ready for their next reader.',
  },
  {
    name: 'Non Fiction',
    img: '/images/categories/non-fiction.svg',
    description: 'History, memoirs, economics and self-help, read once and ready to share.',
  },
];
