import { eq, sql } from 'drizzle-orm';
import type { OfferStatus } from '../../shared/offerRules';
import type { Database } from '../db/client';
import { conversations, offers } from '../db/schema';
import { addListing, BUYER, OWNER, userId } from './listingFixtures';
import { addPerson } from './orderFixtures';

/**
 * Test helpers of the offer routes: an offer written straight to the database, in its own
 * conversation about a fresh listing (TK 150) of `seller`, a fresh seller by default.
 */
export interface FixtureOffer {
  id: string;
  listingId: string;
  conversationId: string;
  buyer: string;
  seller: string;
}

export async function addOffer(
  db: Database,
  {
    buyer = BUYER,
    seller,
    listingId,
    amount = 100,
    status = 'open',
    awaiting = 'seller',
    hoursLeft = 48,
  }: {
    buyer?: string;
    seller?: string;
    listingId?: string;
    amount?: number;
    status?: OfferStatus;
    awaiting?: 'buyer' | 'seller';
    /** From now until `expires_at`; 0 or less: already past its time. */
    hoursLeft?: number;
  } = {},
): Promise<FixtureOffer> {
  const sellerEmail = seller ?? (await addPerson(db, 'seller'));
  const listing = listingId ?? (await addListing(db, { seller: sellerEmail }));
  const buyerId = await userId(db, buyer);
  const sellerId = await userId(db, sellerEmail);
  const [conversation] = await db
    .insert(conversations)
    .values({ listingId: listing, buyerId, sellerId, bookTitle: 'Fixture Book' })
    .onConflictDoUpdate({
      target: [conversations.listingId, conversations.buyerId],
      set: { lastMessageAt: sql`now()` },
    })
    .returning({ id: conversations.id });
  const [offer] = await db
    .insert(offers)
    .values({
      listingId: listing,
      buyerId,
      sellerId,
      conversationId: conversation!.id,
      amount: amount.toFixed(2),
      status,
      awaiting: status === 'open' ? awaiting : null,
      expiresAt: sql`now() + make_interval(secs => ${hoursLeft * 3600})`,
    })
    .returning({ id: offers.id });
  return {
    id: offer!.id,
    listingId: listing,
    conversationId: conversation!.id,
    buyer,
    seller: sellerEmail,
  };
}

/** Moves an offer's end by `hours` from now (negative: past its time), as time passing would. */
export async function setOfferHoursLeft(db: Database, offerId: string, hours: number) {
  await db
    .update(offers)
    .set({ expiresAt: sql`now() + make_interval(secs => ${hours * 3600})` })
    .where(eq(offers.id, offerId));
}

/** The seller's (seller@demo.test) book with a fresh buyer's open offer of TK 90 on it. */
export const offerToOwner = async (db: Database) =>
  addOffer(db, { buyer: await addPerson(db), seller: OWNER, amount: 90 });
