import { z } from 'zod';
import { OFFER_EVENTS, OFFER_STATUSES } from '../offerRules';
import { IdSchema, PriceSchema } from './common';

const isoDate = z.iso.datetime({ offset: true });

/** POST /offers: a buyer's offer on a book, in the payment currency (Taka by default). */
export const MakeOfferPayloadSchema = z.strictObject({
  listing_id: IdSchema,
  amount: PriceSchema,
});

/** POST /offers/{id}/counter: the seller's own price in answer to an open offer. */
export const CounterOfferPayloadSchema = z.strictObject({ amount: PriceSchema });

/**
 * An offer as either of its two people sees it. `amount` is the price on the table now (the
 * buyer's, or the seller's counter); `awaiting` says whose answer an open offer waits for (null
 * once it ended). `expires_at`: when an open offer ends unanswered, or, once accepted, until
 * when its buyer may order at `amount`.
 */
export const OfferSchema = z.object({
  _id: IdSchema,
  listing_id: IdSchema,
  conversation_id: IdSchema,
  book_title: z.string(),
  buyer_id: IdSchema,
  buyer_name: z.string(),
  seller_id: IdSchema,
  my_role: z.enum(['buyer', 'seller']),
  listed_price: z.number(),
  amount: z.number(),
  status: z.enum(OFFER_STATUSES),
  awaiting: z.enum(['buyer', 'seller']).nullable(),
  expires_at: isoDate,
  created_at: isoDate,
  updated_at: isoDate,
});

/** GET /offers/about/{listingId}: the buyer's own offers on the book, or the seller's all. */
export const OfferListSchema = z.object({ items: z.array(OfferSchema) });

/**
 * An offer's step as a conversation message carries it (MessageSchema `offer`): the message's
 * body is empty and the client words the step in the reader's language.
 */
export const OfferStepSchema = z.object({
  offer_id: IdSchema,
  event: z.enum(OFFER_EVENTS),
  amount: z.number(),
});

export type MakeOfferPayload = z.infer<typeof MakeOfferPayloadSchema>;
export type CounterOfferPayload = z.infer<typeof CounterOfferPayloadSchema>;
export type Offer = z.infer<typeof OfferSchema>;
export type OfferList = z.infer<typeof OfferListSchema>;
export type OfferStep = z.infer<typeof OfferStepSchema>;
