import type { SellerRating } from '../../../shared/schemas/review';
import type { SellerRow, User } from '../../../shared/schemas/user';
import type { users } from '../schema';

/** Account rows as answers: users.ts, and the seller's rating wherever a seller is shown. */

type UserRow = typeof users.$inferSelect;

/** The average of the stars to one decimal (4.25 shows as 4.3), null without reviews. */
export function toSellerRating(sum: number, count: number): SellerRating {
  return { average: count === 0 ? null : Math.round((sum * 10) / count) / 10, count };
}

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    img: row.img,
    role: row.role,
    appVerified: row.appVerified,
  };
}

/** The admin's All Seller row: the seller with the rating their row keeps. */
export function toSellerRow(row: UserRow): SellerRow {
  return { ...toUser(row), rating: toSellerRating(row.ratingSum, row.ratingCount) };
}
