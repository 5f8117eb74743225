import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MINIMUM_PRICE } from '../../../shared/constants';
import { OFFER_OPEN_HOURS } from '../../../shared/offerRules';
import type { Offer } from '../../../shared/schemas/offer';
import type { Database } from '../client';
import { isPostgresError, UNIQUE_VIOLATION } from '../postgresErrors';
import { listings, offers } from '../schema';
import { openConversation } from './conversations';
import { readerOf, type Reader } from './conversationViews';
import { approvedLiteral } from './listingVisibility';
import { currentOfferStatus, selectOffers, toOffer } from './offerMappers';
import { expireOffers, recordOfferStep } from './offerSteps';

/** Why an offer could not be made or answered; the route words each one. */
export type OfferRefusal =
  | 'unknownReader'
  | 'missing'
  | 'offerMissing'
  | 'own'
  | 'blocked'
  | 'sold'
  | 'fixedPrice'
  | 'heldForMeetup'
  | 'paymentUnderWay'
  | 'notBelowPrice'
  | 'belowMinimum'
  | 'alreadyOpen'
  | 'sameAmount'
  | 'counterBySellerOnly'
  | 'notAwaitingYou';

/** The listing as an offer needs it, locked for share so a sale or a cash hold waits for us. */
export async function lockListingForOffer(tx: Database, listingId: string) {
  const [listing] = await tx
    .select({
      sellerId: listings.sellerId,
      title: listings.bookTitle,
      img: listings.bookImg,
      price: listings.sellerPrice,
      sold: listings.sold,
      fixedPrice: listings.fixedPrice,
      cashOrderId: listings.cashOrderId,
      paymentUnderWay: sql<boolean>`coalesce(${listings.reservedUntil} > now(), false)`,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), approvedLiteral))
    .for('share');
  return listing;
}

type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListingForOffer>>>;

/** Sold or held for another buyer: no offer can be made or accepted on it now. */
export function unavailable(listing: LockedListing): OfferRefusal | null {
  if (listing.sold) return 'sold';
  if (listing.cashOrderId) return 'heldForMeetup';
  if (listing.paymentUnderWay) return 'paymentUnderWay';
  return null;
}

/** A price either side may put on the table: under the listed price, at least a card's least. */
export function priceRefusal(amount: number, listing: LockedListing): OfferRefusal | null {
  if (amount >= Number(listing.price)) return 'notBelowPrice';
  if (amount < MINIMUM_PRICE) return 'belowMinimum';
  return null;
}

/**
 * A buyer's offer (docs/product.md#offers): into their conversation about the book, made now
 * if it is the first word (as a first message makes it), with its 'made' step. Their own offer
 * past its time is marked expired first, so it does not count as the one open offer; two offers
 * racing meet in offers_one_open_per_buyer_and_listing.
 */
export async function makeOffer(
  db: Database,
  email: string,
  listingId: string,
  amount: number,
): Promise<Offer | OfferRefusal> {
  const reader = await readerOf(db, email);
  if (!reader) return 'unknownReader';
  await expireOffers(db, { listingId, buyerId: reader.id });
  try {
    return await db.transaction(async (tx) => {
      const listing = await lockListingForOffer(tx, listingId);
      if (!listing) return 'missing';
      if (listing.sellerId === reader.id) return 'own';
      if (reader.blocked) return 'blocked';
      const refusal =
        unavailable(listing) ??
        (listing.fixedPrice ? 'fixedPrice' : null) ??
        priceRefusal(amount, listing);
      if (refusal) return refusal;
      const [running] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.listingId, listingId),
            eq(offers.buyerId, reader.id),
            inArray(currentOfferStatus, ['open', 'accepted']),
          ),
        )
        .limit(1);
      if (running) return 'alreadyOpen';
      const conversation = await openConversation(tx, { listingId, buyerId: reader.id, listing });
      const [offer] = await tx
        .insert(offers)
        .values({
          listingId,
          buyerId: reader.id,
          sellerId: listing.sellerId,
          conversationId: conversation.id,
          amount: amount.toFixed(2),
          awaiting: 'seller',
          expiresAt: sql`now() + make_interval(hours => ${OFFER_OPEN_HOURS})`,
        })
        .returning();
      if (!offer) throw new Error('insert returned no row');
      await recordOfferStep(tx, offer, {
        event: 'made',
        amount: offer.amount,
        by: reader.id,
        to: 'seller',
      });
      return offerAsSeenBy(tx, offer.id, reader);
    });
  } catch (error) {
    if (isPostgresError(error, UNIQUE_VIOLATION, 'offers_one_open_per_buyer_and_listing')) {
      return 'alreadyOpen';
    }
    throw error;
  }
}

export async function offerAsSeenBy(db: Database, id: string, reader: Reader): Promise<Offer> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is not there`);
  return toOffer(row, reader.id);
}

/**
 * GET /offers/about/{listingId}: for the book's seller every buyer's offers, open ones first;
 * for anyone else their own, newest first (none for someone who never offered). Undefined when
 * the book is not there for them (a listing waiting for approval is only its seller's).
 */
export async function listOffersAbout(
  db: Database,
  reader: Reader,
  listingId: string,
): Promise<Offer[] | undefined> {
  const [listing] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), or(approvedLiteral, eq(listings.sellerId, reader.id))));
  if (!listing) return undefined;
  const seller = listing.sellerId === reader.id;
  const rows = await selectOffers(db)
    .where(
      seller
        ? eq(offers.listingId, listingId)
        : and(eq(offers.listingId, listingId), eq(offers.buyerId, reader.id)),
    )
    .orderBy(
      ...(seller ? [desc(sql`${currentOfferStatus} = 'open'`)] : []),
      desc(offers.createdAt),
      desc(offers.id),
    );
  return rows.map((row) => toOffer(row, reader.id));
}
