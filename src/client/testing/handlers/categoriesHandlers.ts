import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  CategoryIdResponseSchema,
  CategoryListSchema,
  ErrorResponseSchema,
} from '../../../shared/schemas';
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
  http.get(apiUrl(API.categoryId.route), ({ request }) => {
    const name = new URL(request.url).searchParams.get('catname');
    const category = categoryFixtures.find((candidate) => candidate.category_name === name);
    if (category) return HttpResponse.json(CategoryIdResponseSchema.parse({ _id: category._id }));
    return HttpResponse.json(
      ErrorResponseSchema.parse({
        statusCode: 404,
        error: 'Not Found',
        message: SERVER_ERRORS.categoryNotFound,
      }),
      { status: 404 },
    );
  }),
];
