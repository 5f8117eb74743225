import { OFFER_API } from '../../shared/apiPaths/offerPaths';
import type { Offer } from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { checkedRequest } from './checkedRequest';
import { loadSchemas } from './lazySchemas';

type OfferAnswer = { offerId: string; conversationId: string; listingId: string };

/**
 * What a step of an offer changes: the offers on its book, its conversation (the step is a
 * message there) and the inbox and badges. Refused, the offer list is stale: it refreshes too.
 */
const afterStep = (listingId: string, conversationId?: string) => [
  { type: 'Offer' as const, id: listingId },
  { type: 'Offer' as const, id: LIST_ID },
  ...(conversationId
    ? [
        { type: 'Message' as const, id: conversationId },
        { type: 'Conversation' as const, id: conversationId },
        { type: 'Conversation' as const, id: LIST_ID },
        'UnreadCounts' as const,
      ]
    : []),
];

/**
 * Offers on a book (docs/product.md#offers): a buyer proposes a price, the seller accepts,
 * declines or counters, the buyer takes or leaves a counter. Each answer is the offer as it
 * stands now; the conversation about the book gets the step as a message.
 */
export const offersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The buyer's own offers on the book, or every buyer's for its seller; newest first. */
    offersAboutListing: build.query<Offer[], string>({
      query: (listingId) => OFFER_API.offersAboutListing.url(listingId),
      transformResponse: async (response) =>
        (await loadSchemas()).OfferListSchema.parse(response).items,
      providesTags: (_result, _error, listingId) => [
        { type: 'Offer', id: listingId },
        { type: 'Offer', id: LIST_ID },
      ],
    }),
    makeOffer: build.mutation<Offer, { listingId: string; amount: number }>({
      queryFn: checkedRequest(
        ({ listingId, amount }, schemas) => ({
          url: OFFER_API.offers.url(),
          method: 'POST',
          body: schemas.MakeOfferPayloadSchema.parse({ listing_id: listingId, amount }),
        }),
        (answer, schemas) => schemas.OfferSchema.parse(answer),
      ),
      invalidatesTags: (result, _error, { listingId }) =>
        afterStep(listingId, result?.conversation_id),
    }),
    counterOffer: build.mutation<Offer, OfferAnswer & { amount: number }>({
      queryFn: checkedRequest(
        ({ offerId, amount }, schemas) => ({
          url: OFFER_API.offerCounter.url(offerId),
          method: 'POST',
          body: schemas.CounterOfferPayloadSchema.parse({ amount }),
        }),
        (answer, schemas) => schemas.OfferSchema.parse(answer),
      ),
      invalidatesTags: (_result, _error, { listingId, conversationId }) =>
        afterStep(listingId, conversationId),
    }),
    /** An accepted offer changes what the buyer may order, and at what price. */
    acceptOffer: build.mutation<Offer, OfferAnswer>({
      query: ({ offerId }) => ({ url: OFFER_API.offerAccept.url(offerId), method: 'POST' }),
      transformResponse: async (response) => (await loadSchemas()).OfferSchema.parse(response),
      invalidatesTags: (_result, _error, { listingId, conversationId }) => [
        ...afterStep(listingId, conversationId),
        { type: 'Listing', id: listingId },
        { type: 'Order', id: LIST_ID },
      ],
    }),
    declineOffer: build.mutation<Offer, OfferAnswer>({
      query: ({ offerId }) => ({ url: OFFER_API.offerDecline.url(offerId), method: 'POST' }),
      transformResponse: async (response) => (await loadSchemas()).OfferSchema.parse(response),
      invalidatesTags: (_result, _error, { listingId, conversationId }) =>
        afterStep(listingId, conversationId),
    }),
  }),
});

export const {
  useOffersAboutListingQuery,
  useMakeOfferMutation,
  useCounterOfferMutation,
  useAcceptOfferMutation,
  useDeclineOfferMutation,
} = offersApi;
