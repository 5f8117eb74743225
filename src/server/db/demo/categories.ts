import type { CategoryName } from '../../../shared/constants';

interface DemoCategory {
  name: CategoryName;
  /** Bangla as a Bangladeshi bookshop would label the shelf, not a word-for-word rendering. */
  nameBn: string;
  img: string;
  description: string;
  /** Says what `description` says; on the same side of the 100-character card cut as it. */
  descriptionBn: string;
}

// Descriptions of both sides of the 100-character card preview, so the '...' cut shows.
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Art and Collectibles',
    nameBn: 'শিল্প ও সংগ্রহ',
    img: '/images/categories/art-and-collectibles.svg',
    description:
      'Art histories, exhibition catalogues, patachitra and folk-art studies, sketchbooks of the masters and rare collectible editions kept with care by their owners.',
    descriptionBn:
      'শিল্পের ইতিহাস, প্রদর্শনীর ক্যাটালগ, পটচিত্র ও লোকশিল্প নিয়ে গবেষণা, শিল্পগুরুদের স্কেচখাতা আর মালিকদের যত্নে রাখা দুর্লভ সংগ্রহযোগ্য সংস্করণ।',
  },
  {
    name: 'Fiction',
    nameBn: 'কথাসাহিত্য',
    img: '/images/categories/fiction.svg',
    description:
      'Novels and short stories from Bangla classics to world literature, in Bangla and in English translation, ready for their next reader.',
    descriptionBn:
      'বাংলা ধ্রুপদী সাহিত্য থেকে বিশ্বসাহিত্য পর্যন্ত উপন্যাস ও ছোটগল্প, বাংলায় এবং ইংরেজি অনুবাদে, নতুন পাঠকের হাতে যাওয়ার অপেক্ষায়।',
  },
  {
    name: 'Non Fiction',
    nameBn: 'প্রবন্ধ ও তথ্যমূলক',
    img: '/images/categories/non-fiction.svg',
    description: 'History, memoirs, economics and self-help, read once and ready to share.',
    descriptionBn:
      'ইতিহাস, স্মৃতিকথা, অর্থনীতি ও আত্মউন্নয়নের বই, একবার পড়া, এখন ভাগ করে নেওয়ার অপেক্ষায়।',
  },
];
