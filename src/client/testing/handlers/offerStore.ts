import { OFFER_OPEN_HOURS, OFFER_ORDER_HOURS } from '../../../shared/offerRules';
import {
  type ListingWithContact,
  type Offer,
  type OfferStep,
  OfferSchema,
} from '../../../shared/schemas';
import { addConversation, addMessage, conversationStore } from './conversationStore';
import { nextTestId } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { registerReset } from './storeResets';

/** An offer as the handlers keep it: its buyer by e-mail, the rest as the server answers. */
export type StoredOffer = Omit<Offer, 'my_role' | 'buyer_name' | 'buyer_id'> & {
  buyer_email: string;
  seller_email: string;
};

/** The server's offers as the handlers see them; empty before each test. */
export const offerStore = { offers: [] as StoredOffer[] };
registerReset(() => {
  offerStore.offers.length = 0;
}, 'referencing');

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function offerAs(offer: StoredOffer, readerEmail: string): Offer {
  const buyer = knownUsers.get(offer.buyer_email);
  return OfferSchema.parse({
    ...offer,
    buyer_id: buyer?._id ?? nextTestId(),
    buyer_name: buyer?.name ?? offer.buyer_email,
    my_role: offer.buyer_email === readerEmail ? 'buyer' : 'seller',
  });
}

/** The step as a message of the conversation about the book, from whoever took it. */
function addStep(offer: StoredOffer, senderEmail: string, event: OfferStep['event']) {
  const conversation = conversationStore.conversations.find(
    ({ _id }) => _id === offer.conversation_id,
  )!;
  addMessage(conversation, senderEmail, '', { offer_id: offer._id, event, amount: offer.amount });
}

/** A buyer's new open offer, waiting for the seller, in the conversation about the book. */
export function addOffer(listing: ListingWithContact, buyerEmail: string, amount: number) {
  const conversation =
    conversationStore.conversations.find(
      (item) => item.listing_id === listing._id && item.buyer_email === buyerEmail,
    ) ?? addConversation(listing, buyerEmail);
  const now = new Date().toISOString();
  const offer: StoredOffer = {
    _id: nextTestId(),
    listing_id: listing._id,
    conversation_id: conversation._id,
    book_title: listing.book_title,
    buyer_email: buyerEmail,
    seller_id: listing.seller_id,
    seller_email: listing.seller_email,
    listed_price: listing.seller_price,
    amount,
    status: 'open',
    awaiting: 'seller',
    expires_at: hoursFromNow(OFFER_OPEN_HOURS),
    created_at: now,
    updated_at: now,
  };
  offerStore.offers.push(offer);
  addStep(offer, buyerEmail, 'made');
  return offer;
}

/** The side the offer waits for answers it: accepts, declines or (the seller) counters. */
export function answerOffer(
  offer: StoredOffer,
  answer: { event: 'accepted' | 'declined' } | { event: 'countered'; amount: number },
) {
  const by = offer.awaiting === 'seller' ? offer.seller_email : offer.buyer_email;
  offer.updated_at = new Date().toISOString();
  if (answer.event === 'countered') {
    Object.assign(offer, { amount: answer.amount, awaiting: 'buyer' });
    offer.expires_at = hoursFromNow(OFFER_OPEN_HOURS);
  } else if (answer.event === 'accepted') {
    Object.assign(offer, { status: 'accepted', awaiting: null });
    offer.expires_at = hoursFromNow(OFFER_ORDER_HOURS);
  } else Object.assign(offer, { status: 'declined', awaiting: null });
  addStep(offer, by, answer.event);
}
