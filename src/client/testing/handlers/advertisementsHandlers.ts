import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { AdvertisementListSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';

// Parsed through the shared schema, so this answer cannot drift from the server's.
export const advertisementFixtures = AdvertisementListSchema.parse([
  {
    _id: '3e9f4c8b-bd6a-4f5e-8c4b-5a6f7e8d9fa4',
    book_img: '/images/books/the-old-man-and-the-sea.svg',
  },
  { _id: '4fa05d9c-ce7b-4a6f-9d5c-6b7a8f9eaab5', book_img: '/images/books/pather-panchali.svg' },
]);

export const advertisementsHandlers = [
  http.get(apiUrl(API.advertisements.route), () => HttpResponse.json(advertisementFixtures)),
];
