import { PAYMENT_METHODS } from '../../../shared/constants';
import type { Advertisement } from '../../../shared/schemas/category';
import type { Listing, ListingWithContact, SellerListing } from '../../../shared/schemas/listing';
import { toPrice } from '../columns';
import type { listings } from '../schema';
import { toSellerRating } from './userMappers';

/** Listing rows as answers: listings.ts, and wherever books are listed (search, wishlists...). */

type ListingRowBase = typeof listings.$inferSelect;

/** A listing joined with its seller and category, as every listing answer needs them. */
export type ListingRow = ListingRowBase & {
  sellerEmail: string;
  sellerName: string;
  /** The seller's users.rating_sum and rating_count (kept by a trigger on reviews). */
  sellerRatingSum: number;
  sellerRatingCount: number;
  categoryName: string;
};

export function toAdvertisement(row: Pick<ListingRowBase, 'id' | 'bookImg'>): Advertisement {
  return { _id: row.id, book_img: row.bookImg };
}

/** The ways the seller accepts payment, in the order PAYMENT_METHODS names them. */
export const paymentMethodsOf = (row: Pick<ListingRowBase, 'acceptsOnline' | 'acceptsCash'>) =>
  PAYMENT_METHODS.filter((method) => (method === 'online' ? row.acceptsOnline : row.acceptsCash));

/** A listing as anyone may read it: everything but the seller's phone number. */
export function toListing(row: ListingRow): Listing {
  // The answer's separate date and time fields both come from the one instant we store.
  const postedAt = row.postedAt.toISOString();
  return {
    _id: row.id,
    seller_email: row.sellerEmail,
    seller_name: row.sellerName,
    seller_id: row.sellerId,
    seller_rating: toSellerRating(row.sellerRatingSum, row.sellerRatingCount),
    book_img: row.bookImg,
    book_title: row.bookTitle,
    author: row.author,
    original_price: toPrice(row.originalPrice),
    seller_price: toPrice(row.sellerPrice),
    used: row.used,
    post_date: postedAt,
    post_time: postedAt,
    category_name: row.categoryName,
    category_id: row.categoryId,
    condition: row.condition,
    location: row.location,
    description: row.description,
    relevantInformation: row.relevantInformation,
    sold: row.sold,
    adv: row.adv,
    isVerified: row.isVerified,
    version: row.version,
    payment_methods: paymentMethodsOf(row),
    reserved: row.cashOrderId !== null,
    fixed_price: row.fixedPrice,
  };
}

/** The listing as its seller sees it: with the phone number they gave. */
export function toListingWithContact(row: ListingRow): ListingWithContact {
  return { ...toListing(row), contact: row.contact };
}

/** My Products: the listing and how many unpaid orders it has (counted in the same query). */
export function toSellerListing(row: ListingRow & { unpaidOrders: number }): SellerListing {
  return {
    ...toListingWithContact(row),
    unpaid_orders: row.unpaidOrders,
    awaiting_approval: row.awaitingApproval,
  };
}
