import { resetReviews, storedReview } from './handlers/reviewStore';

/**
 * The verified demo seller's reviews for the seller page's tests: 5, 4 and 3 stars (4.0 of 3),
 * newest first, the newest edited a day later. Only these tests seed them: elsewhere the demo
 * seller is a 'New seller' until a test writes a review.
 */
export function seedSellerPageReviews() {
  resetReviews([
    storedReview({
      _id: 'b2e3d4c5-0001-4b00-8b00-000000000001',
      rating: 5,
      comment: 'Friendly, and the book was like new.',
      book_title: 'Pather Panchali',
      created_at: '2026-11-12T08:00:00.000Z',
      updated_at: '2026-11-13T09:00:00.000Z',
    }),
    storedReview({
      _id: 'b2e3d4c5-0002-4b00-8b00-000000000002',
      rating: 4,
      reviewer_name: 'Ayesha Siddiqua',
      created_at: '2026-11-11T08:00:00.000Z',
    }),
    storedReview({
      _id: 'b2e3d4c5-0003-4b00-8b00-000000000003',
      rating: 3,
      comment: '',
      book_title: 'The God of Small Things',
    }),
  ]);
}
