import { http, HttpResponse } from 'msw';
import { OFFER_API } from '../../../shared/apiPaths/offerPaths';
import { MINIMUM_PRICE } from '../../../shared/constants';
import { SERVER_ERRORS } from '../../../shared/messages';
import { CounterOfferPayloadSchema, MakeOfferPayloadSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { access, serverListings } from './listingsHandlers';
import { addOffer, answerOffer, offerAs, offerStore } from './offerStore';

/** The server's refusals of offers, word for word (docs/product.md#offers). */
export const OFFER_REFUSALS = SERVER_ERRORS;

const invalid = (issues: { message: string }[]) => errorResponse(400, issues[0]?.message ?? '');

/** The offer, if the caller is its buyer or its book's seller. */
const offerOf = (id: unknown, caller: string) =>
  offerStore.offers.find(
    (offer) => offer._id === id && [offer.buyer_email, offer.seller_email].includes(caller),
  );

/** The offer waiting for the caller, or the refusal. */
function awaitingCaller(id: unknown, caller: string) {
  const offer = offerOf(id, caller);
  if (!offer) return { denied: errorResponse(404, OFFER_REFUSALS.offerNotFound) };
  const side = offer.buyer_email === caller ? 'buyer' : 'seller';
  if (offer.status !== 'open' || offer.awaiting !== side)
    return { denied: errorResponse(409, OFFER_REFUSALS.offerNotAwaitingYou) };
  return { offer, denied: null };
}

/**
 * The offer routes as the server answers them: a signed-in buyer's offer below the listed price
 * and at least the smallest card payment, one open per buyer and book; the side an open offer
 * waits for answers it; each step a message of the conversation about the book. State:
 * offerStore.ts.
 */
export const handlers = [
  http.post(apiUrl(OFFER_API.offers.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = MakeOfferPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const { listing_id: listingId, amount } = payload.data;
    const listing = serverListings.find(({ _id }) => _id === listingId);
    if (!listing) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    if (listing.seller_email === caller) return errorResponse(409, OFFER_REFUSALS.ownListingOffer);
    if (listing.sold) return errorResponse(409, SERVER_ERRORS.listingSold);
    if (listing.fixed_price) return errorResponse(409, OFFER_REFUSALS.listingFixedPrice);
    if (amount >= listing.seller_price)
      return errorResponse(400, OFFER_REFUSALS.offerNotBelowPrice);
    if (amount < MINIMUM_PRICE) return errorResponse(400, OFFER_REFUSALS.offerBelowMinimum);
    const open = offerStore.offers.some(
      (offer) =>
        offer.listing_id === listingId && offer.buyer_email === caller && offer.status === 'open',
    );
    if (open) return errorResponse(409, OFFER_REFUSALS.offerAlreadyOpen);
    return HttpResponse.json(offerAs(addOffer(listing, caller, amount), caller), { status: 201 });
  }),
  http.get(apiUrl(OFFER_API.offersAboutListing.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const items = offerStore.offers
      .filter(
        (offer) =>
          offer.listing_id === params.listingId &&
          (offer.buyer_email === caller || offer.seller_email === caller),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((offer) => offerAs(offer, caller));
    return HttpResponse.json({ items });
  }),
  http.post(apiUrl(OFFER_API.offerAccept.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const found = awaitingCaller(params.id, caller);
    if (found.denied) return found.denied;
    answerOffer(found.offer, { event: 'accepted' });
    return HttpResponse.json(offerAs(found.offer, caller));
  }),
  http.post(apiUrl(OFFER_API.offerDecline.route), ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const found = awaitingCaller(params.id, caller);
    if (found.denied) return found.denied;
    answerOffer(found.offer, { event: 'declined' });
    return HttpResponse.json(offerAs(found.offer, caller));
  }),
  http.post(apiUrl(OFFER_API.offerCounter.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const found = awaitingCaller(params.id, caller);
    if (found.denied) return found.denied;
    if (found.offer.seller_email !== caller)
      return errorResponse(409, OFFER_REFUSALS.offerNotAwaitingYou);
    const payload = CounterOfferPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    answerOffer(found.offer, { event: 'countered', amount: payload.data.amount });
    return HttpResponse.json(offerAs(found.offer, caller));
  }),
];
