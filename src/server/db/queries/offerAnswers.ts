import { and, eq, gt, or, sql } from 'drizzle-orm';
import { OFFER_OPEN_HOURS, OFFER_ORDER_HOURS } from '../../../shared/offerRules';
import type { Offer } from '../../../shared/schemas/offer';
import type { Database } from '../client';
import { offers } from '../schema';
import { readerOf } from './conversationViews';
import {
  lockListingForOffer,
  offerAsSeenBy,
  type OfferRefusal,
  priceRefusal,
  unavailable,
} from './offers';
import { recordOfferStep } from './offerSteps';

/** What the side an offer waits for may do with it. */
export type OfferAnswer =
  { kind: 'accept' } | { kind: 'decline' } | { kind: 'counter'; amount: number };

const hoursFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

/**
 * The side an open offer waits for answers it (docs/product.md#offers): the seller a buyer's
 * offer, the buyer the seller's counter. Only its two people find it; to anyone else it does not
 * exist. One guarded UPDATE (this offer, open, waiting for this side, not past its time) makes
 * the change, so a double click or two answers racing change it once and the other is refused.
 * Each step takes the listing's share lock first: a cash order holding the book, or its sale, and
 * an acceptance take turns, so an accepted offer never names a held book; and the lock order
 * (listing, offer, conversation, people's event counters) is the one deleting a book takes.
 */
export async function answerOffer(
  db: Database,
  email: string,
  offerId: string,
  answer: OfferAnswer,
): Promise<Offer | OfferRefusal> {
  return db.transaction(async (tx) => {
    const reader = await readerOf(tx, email);
    if (!reader) return 'unknownReader';
    const [found] = await tx
      .select({ listingId: offers.listingId, sellerId: offers.sellerId, amount: offers.amount })
      .from(offers)
      .where(
        and(
          eq(offers.id, offerId),
          or(eq(offers.buyerId, reader.id), eq(offers.sellerId, reader.id)),
        ),
      );
    if (!found) return 'offerMissing';
    const side = found.sellerId === reader.id ? 'seller' : 'buyer';
    if (answer.kind === 'counter' && side !== 'seller') return 'counterBySellerOnly';
    if (answer.kind === 'counter' && reader.blocked) return 'blocked';
    // Every step takes the book's lock first, as ordering and deleting it do (docs/decisions/0034).
    const listing = await lockListingForOffer(tx, found.listingId);
    if (!listing) return 'offerMissing';
    if (answer.kind !== 'decline') {
      const refusal =
        unavailable(listing) ??
        (answer.kind === 'counter' ? priceRefusal(answer.amount, listing) : null);
      if (refusal) return refusal;
      if (answer.kind === 'counter' && answer.amount === Number(found.amount)) return 'sameAmount';
    }
    const changes = {
      accept: { status: 'accepted', awaiting: null, expiresAt: hoursFromNow(OFFER_ORDER_HOURS) },
      decline: { status: 'declined', awaiting: null },
      counter: {
        amount: answer.kind === 'counter' ? answer.amount.toFixed(2) : undefined,
        awaiting: 'buyer',
        expiresAt: hoursFromNow(OFFER_OPEN_HOURS),
      },
    } as const;
    const [offer] = await tx
      .update(offers)
      .set({ ...changes[answer.kind], updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.id, offerId),
          eq(offers.status, 'open'),
          eq(offers.awaiting, side),
          gt(offers.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!offer) return 'notAwaitingYou';
    const event = ({ accept: 'accepted', decline: 'declined', counter: 'countered' } as const)[
      answer.kind
    ];
    await recordOfferStep(tx, offer, {
      event,
      amount: offer.amount,
      by: reader.id,
      to: side === 'seller' ? 'buyer' : 'seller',
    });
    return offerAsSeenBy(tx, offer.id, reader);
  });
}
