import type { PublicReview } from '../../../shared/schemas/review';
import type { SellerProfile } from '../../../shared/schemas/sellerPage';
import type { users } from '../schema';
import { toSellerRating } from './userMappers';

/** A seller's public page as answers (sellerPage.ts). */

/** Who a seller is on their public page: no e-mail, no contact; member since they signed up. */
export function toSellerProfile(row: typeof users.$inferSelect): SellerProfile {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    appVerified: row.appVerified,
    member_since: row.createdAt.toISOString(),
    rating: toSellerRating(row.ratingSum, row.ratingCount),
  };
}

/** A review on the seller's page, with its reviewer's name and the title the book was ordered as. */
export function toPublicReview(row: {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  reviewerName: string;
  bookTitle: string;
}): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer_name: row.reviewerName,
    book_title: row.bookTitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
