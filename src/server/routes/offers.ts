import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema, IdSchema } from '../../shared/schemas/common';
import {
  CounterOfferPayloadSchema,
  MakeOfferPayloadSchema,
  OfferListSchema,
  OfferSchema,
} from '../../shared/schemas/offer';
import { readerOf } from '../db/queries/conversationViews';
import { answerOffer, type OfferAnswer } from '../db/queries/offerAnswers';
import { listOffersAbout, makeOffer, type OfferRefusal } from '../db/queries/offers';
import { HttpError } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

const refusals: Record<OfferRefusal, [number, ErrorMessage]> = {
  unknownReader: [404, SERVER_ERRORS.userNotFound],
  missing: [404, SERVER_ERRORS.listingNotFound],
  offerMissing: [404, SERVER_ERRORS.offerNotFound],
  own: [409, SERVER_ERRORS.ownListingOffer],
  blocked: [403, SERVER_ERRORS.messagingBlocked],
  sold: [409, SERVER_ERRORS.listingSold],
  fixedPrice: [409, SERVER_ERRORS.listingFixedPrice],
  heldForMeetup: [409, SERVER_ERRORS.listingHeldForMeetup],
  paymentUnderWay: [409, SERVER_ERRORS.listingReserved],
  notBelowPrice: [409, SERVER_ERRORS.offerNotBelowPrice],
  belowMinimum: [409, SERVER_ERRORS.offerBelowMinimum],
  alreadyOpen: [409, SERVER_ERRORS.offerAlreadyOpen],
  sameAmount: [409, SERVER_ERRORS.counterSameAmount],
  counterBySellerOnly: [403, SERVER_ERRORS.counterBySellerOnly],
  notAwaitingYou: [409, SERVER_ERRORS.offerNotAwaitingYou],
};

const signedIn = { access: 'signedIn' } as const;

/**
 * Offers (docs/product.md#offers): a signed-in buyer of any role proposes a price, as anyone may
 * order; the seller accepts, declines or counters, the buyer accepts or declines a counter. Only
 * an offer's two people find it (404 to anyone else, never 403, so ids are not confirmed).
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget for every step a person takes, making an offer and answering one.
  const offerRate = app.rateLimit(perCallerRateLimit(app.config.OFFER_RATE_LIMIT_PER_MINUTE));

  app.post(
    API.offers.route,
    {
      config: signedIn,
      onRequest: offerRate,
      schema: {
        body: MakeOfferPayloadSchema,
        response: { 201: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { listing_id, amount } = request.body;
      const made = await makeOffer(app.db, callerOf(request).email, listing_id, amount);
      if (typeof made === 'string') throw new HttpError(...refusals[made]);
      return reply.code(201).send(made);
    },
  );

  app.get(
    API.offersAboutListing.route,
    {
      config: signedIn,
      schema: {
        params: z.object({ listingId: IdSchema }),
        response: { 200: OfferListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const reader = await readerOf(app.db, callerOf(request).email);
      if (!reader) throw new HttpError(...refusals.unknownReader);
      const items = await listOffersAbout(app.db, reader, request.params.listingId);
      if (!items) throw new HttpError(...refusals.missing);
      return { items };
    },
  );

  const answerRoute = (route: string, answer: OfferAnswer) =>
    app.post(
      route,
      {
        config: signedIn,
        onRequest: offerRate,
        schema: {
          params: IdParamsSchema,
          response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        const email = callerOf(request).email;
        const answered = await answerOffer(app.db, email, request.params.id, answer);
        if (typeof answered === 'string') throw new HttpError(...refusals[answered]);
        return answered;
      },
    );
  answerRoute(API.offerAccept.route, { kind: 'accept' });
  answerRoute(API.offerDecline.route, { kind: 'decline' });

  app.post(
    API.offerCounter.route,
    {
      config: signedIn,
      onRequest: offerRate,
      schema: {
        params: IdParamsSchema,
        body: CounterOfferPayloadSchema,
        response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const email = callerOf(request).email;
      const answer = { kind: 'counter', amount: request.body.amount } as const;
      const answered = await answerOffer(app.db, email, request.params.id, answer);
      if (typeof answered === 'string') throw new HttpError(...refusals[answered]);
      return answered;
    },
  );
};
