import { eq, sql } from 'drizzle-orm';
import type { OfferStatus } from '../../../shared/offerRules';
import type { Offer } from '../../../shared/schemas/offer';
import type { Database } from '../client';
import { isoOf, toPrice } from '../columns';
import { listings, offers, users } from '../schema';

/**
 * An offer's status as it stands now: an open or accepted offer past `expires_at` reads as
 * 'expired' whether or not the sweep (jobs/offerExpiry.ts) has marked it yet, on the database's
 * clock like every guarded step.
 */
export const currentOfferStatus = sql<OfferStatus>`case
  when ${offers.status} in ('open', 'accepted') and ${offers.expiresAt} <= now() then 'expired'
  else ${offers.status} end`;

const offerColumns = {
  id: offers.id,
  listingId: offers.listingId,
  conversationId: offers.conversationId,
  bookTitle: listings.bookTitle,
  buyerId: offers.buyerId,
  buyerName: users.name,
  sellerId: offers.sellerId,
  listedPrice: listings.sellerPrice,
  amount: offers.amount,
  status: currentOfferStatus,
  awaiting: offers.awaiting,
  expiresAt: offers.expiresAt,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

/** Offers with the book's title and price and the buyer's name: filter and order it further. */
export const selectOffers = (db: Database) =>
  db
    .select(offerColumns)
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(users, eq(users.id, offers.buyerId));

type OfferRow = {
  [K in keyof typeof offerColumns]: K extends 'status'
    ? OfferStatus
    : K extends 'awaiting'
      ? 'buyer' | 'seller' | null
      : K extends 'expiresAt' | 'createdAt' | 'updatedAt'
        ? Date | string
        : string;
};

/** An offer as one of its two people sees it. */
export function toOffer(row: OfferRow, readerId: string): Offer {
  return {
    _id: row.id,
    listing_id: row.listingId,
    conversation_id: row.conversationId,
    book_title: row.bookTitle,
    buyer_id: row.buyerId,
    buyer_name: row.buyerName,
    seller_id: row.sellerId,
    my_role: row.sellerId === readerId ? 'seller' : 'buyer',
    listed_price: toPrice(row.listedPrice),
    amount: toPrice(row.amount),
    status: row.status,
    awaiting: row.status === 'open' ? row.awaiting : null,
    expires_at: isoOf(row.expiresAt),
    created_at: isoOf(row.createdAt),
    updated_at: isoOf(row.updatedAt),
  };
}
