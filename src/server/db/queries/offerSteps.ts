import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OfferEvent } from '../../../shared/offerRules';
import type { Database } from '../client';
import { conversations, listings, messages, offers } from '../schema';
import { insertNotifications } from './notifications';

/** The offer a step is about, as its step needs it. */
export interface SteppedOffer {
  id: string;
  listingId: string;
  conversationId: string;
  buyerId: string;
  sellerId: string;
}

/**
 * Writes an offer's step where its two people see it, in the transaction of the guarded UPDATE
 * that made it: a message in their conversation (body '', the step in its offer columns), and
 * the `offer_changed` notification to `to`, whose e-mail the outbox sends and whose live event
 * the notification's trigger writes. The conversation's row first, then the message and the
 * notification: the lock order of every message (conversations.ts).
 */
export async function recordOfferStep(
  tx: Database,
  offer: SteppedOffer,
  step: { event: OfferEvent; amount: string; by: string; to: 'buyer' | 'seller' },
): Promise<void> {
  const [conversation] = await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, offer.conversationId))
    .returning({ bookTitle: conversations.bookTitle });
  if (!conversation) throw new Error(`offer ${offer.id} has no conversation`);
  await tx.insert(messages).values({
    conversationId: offer.conversationId,
    senderId: step.by,
    body: '',
    offerId: offer.id,
    offerEvent: step.event,
    offerAmount: step.amount,
  });
  await insertNotifications(tx, [
    {
      userId: step.to === 'buyer' ? offer.buyerId : offer.sellerId,
      kind: 'offer_changed',
      data: {
        offer_id: offer.id,
        conversation_id: offer.conversationId,
        listing_id: offer.listingId,
        book_title: conversation.bookTitle,
        event: step.event,
        amount: Number(step.amount),
        to: step.to,
      },
    },
  ]);
}

const stepColumns = {
  id: offers.id,
  listingId: offers.listingId,
  conversationId: offers.conversationId,
  buyerId: offers.buyerId,
  sellerId: offers.sellerId,
  amount: offers.amount,
};

/**
 * Marks offers past their time 'expired' (open ones nobody answered, accepted ones nobody
 * ordered), each in its own transaction with its 'expired' step told to the buyer: one guarded
 * UPDATE each, so a sweep racing an answer or an order changes an offer once. `only` narrows it
 * to one buyer's offers on one book (before they make a new one). Answers how many it ended.
 */
export async function expireOffers(
  db: Database,
  only?: { listingId: string; buyerId: string },
  limit = 200,
): Promise<number> {
  const running = and(
    inArray(offers.status, ['open', 'accepted']),
    lte(offers.expiresAt, sql`now()`),
  );
  const due = await db
    .select({ id: offers.id, listingId: offers.listingId })
    .from(offers)
    .where(
      only
        ? and(running, eq(offers.listingId, only.listingId), eq(offers.buyerId, only.buyerId))
        : running,
    )
    .orderBy(asc(offers.expiresAt))
    .limit(limit);
  let ended = 0;
  for (const { id, listingId } of due) {
    const expired = await db.transaction(async (tx) => {
      // The book's lock first, the lock order of every step (offerAnswers.ts).
      const [listing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, listingId))
        .for('share');
      if (!listing) return false;
      const [offer] = await tx
        .update(offers)
        .set({ status: 'expired', awaiting: null, updatedAt: sql`now()` })
        .where(and(eq(offers.id, id), running))
        .returning(stepColumns);
      if (!offer) return false;
      await recordOfferStep(tx, offer, {
        event: 'expired',
        amount: offer.amount,
        by: offer.buyerId,
        to: 'buyer',
      });
      return true;
    });
    if (expired) ended += 1;
  }
  return ended;
}
