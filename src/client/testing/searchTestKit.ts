import { screen, within } from '@testing-library/react';
import { CATALOG_API } from '../../shared/apiPaths/catalogPaths';
import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { CATEGORY_IDS, listingFixture, resetListings } from './handlers/listingsHandlers';
import { server } from './server';

/**
 * Five books that the filters tell apart (the demo ones share price, condition and place), one a
 * day apart, Sapiens the newest; and a sold one that no search shows.
 */
export function seedSearchListings() {
  const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 9)).toISOString();
  const books = {
    sapiens: listingFixture({
      book_title: 'Sapiens',
      author: 'Yuval Noah Harari',
      category_id: CATEGORY_IDS.nonFiction,
      seller_price: 900,
      condition: 'excellent',
      location: 'Dhaka',
      post_date: day(0),
    }),
    homoDeus: listingFixture({
      book_title: 'Homo Deus',
      author: 'Yuval Noah Harari',
      category_id: CATEGORY_IDS.nonFiction,
      seller_price: 700,
      condition: 'good',
      location: 'Dhaka',
      seller_email: 'newseller@demo.test',
      isVerified: false,
      post_date: day(1),
    }),
    pather: listingFixture({
      book_title: 'Pather Panchali',
      author: 'Bibhutibhushan Bandyopadhyay',
      seller_price: 300,
      condition: 'good',
      location: 'Khulna',
      post_date: day(2),
    }),
    padma: listingFixture({
      book_title: 'Padma Nadir Majhi',
      author: 'Manik Bandopadhyay',
      description: 'Fishermen of the Padma and a journey to an island.',
      seller_price: 150,
      condition: 'fair',
      location: 'Sylhet',
      post_date: day(3),
    }),
    oldMan: listingFixture({
      book_title: 'The Old Man and the Sea',
      author: 'Ernest Hemingway',
      seller_price: 200,
      condition: 'excellent',
      location: 'Chattogram',
      post_date: day(4),
    }),
    soldSapiens: listingFixture({ book_title: 'Sapiens', sold: true, post_date: day(5) }),
  };
  resetListings(Object.values(books));
  return books;
}

/** The titles of the cards shown, in order. */
export const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The query strings of the searches the client sends from now on, in order. */
export function recordSearches(): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `${API_PREFIX}${CATALOG_API.search.route}`)
      searches.push(url.searchParams);
  });
  return searches;
}

/** The count the page announces ('3 books'). */
export const resultCount = () => document.querySelector('.search-count')?.textContent ?? '';
