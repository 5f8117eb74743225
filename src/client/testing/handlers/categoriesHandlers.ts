import { http, HttpResponse } from 'msw';
import { CORE_API } from '../../../shared/apiPaths/corePaths';
import { CategoryListSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';

// Parsed through the shared schemas, so these answers cannot drift from the server's.
export const categoryFixtures = CategoryListSchema.parse([
  {
    _id: '0b6c1f5e-8a3d-4c2b-9f1e-2d3c4b5a6e71',
    category_name: 'Art and Collectibles',
    category_name_bn: 'শিল্প ও সংগ্রহ',
    img: '/images/categories/art-and-collectibles.svg',
    description: 'Art books, rare prints and collectible editions.',
    description_bn: 'শিল্পকলার বই, দুর্লভ ছাপচিত্র আর সংগ্রহযোগ্য সংস্করণ।',
    total: 4,
  },
  {
    _id: '1c7d2a6f-9b4e-4d3c-8a2f-3e4d5c6b7f82',
    category_name: 'Fiction',
    category_name_bn: 'কথাসাহিত্য',
    img: '/images/categories/fiction.svg',
    description:
      'Novels and short stories from Bangladesh and around the world, from timeless classics to ' +
      'new voices that readers are passing on to each other.',
    // Longer than the card's 100-character cut, as the English is.
    description_bn:
      'বাংলাদেশ ও সারা বিশ্বের উপন্যাস ও ছোটগল্প, কালজয়ী ধ্রুপদী রচনা থেকে নতুন কণ্ঠস্বর পর্যন্ত, ' +
      'যা পাঠকেরা একে অন্যের হাতে তুলে দিচ্ছেন।',
    total: 12,
  },
  {
    _id: '2d8e3b7a-ac5f-4e4d-9b3a-4f5e6d7c8a93',
    category_name: 'Non Fiction',
    category_name_bn: 'প্রবন্ধ ও তথ্যমূলক',
    img: '/images/categories/non-fiction.svg',
    description: 'History, science, biographies and textbooks.',
    description_bn: 'ইতিহাস, বিজ্ঞান, জীবনী ও পাঠ্যবই।',
    total: 0,
  },
]);

export const handlers = [
  http.get(apiUrl(CORE_API.categories.route), () => HttpResponse.json(categoryFixtures)),
];
