import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { CategoryListSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';

// Parsed through the shared schemas, so these answers cannot drift from the server's.
export const categoryFixtures = CategoryListSchema.parse([
  {
    _id: '0b6c1f5e-8a3d-4c2b-9f1e-2d3c4b5a6e71',
    category_name: 'Art and Collectibles',
    img: '/images/categories/art-and-collectibles.svg',
    description: 'Art books, rare prints and collectible editions.',
    total: 4,
  },
  {
    _id: '1c7d2a6f-9b4e-4d3c-8a2f-3e4d5c6b7f82',
    category_name: 'Fiction',
    img: '/images/categories/fiction.svg',
    description:
      'Novels and short stories from Bangladesh and around the world, from timeless classics to ' +
      'new voices that readers are passing on to each other.',
    total: 12,
  },
  {
    _id: '2d8e3b7a-ac5f-4e4d-9b3a-4f5e6d7c8a93',
    category_name: 'Non Fiction',
    img: '/images/categories/non-fiction.svg',
    description: 'History, science, biographies and textbooks.',
    total: 0,
  },
]);

export const categoriesHandlers = [
  http.get(apiUrl(API.categories.route), () => HttpResponse.json(categoryFixtures)),
];
