import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  IdParamsSchema,
  InsertResultSchema,
  UpdateResultSchema,
} from '../../shared/schemas/common';
import {
  ReviewEditPayloadSchema,
  ReviewPayloadSchema,
  ReviewRemovalPayloadSchema,
} from '../../shared/schemas/review';
import { addReview, editReview, removeReview, type ReviewRefusal } from '../db/queries/reviews';
import { HttpError } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const refusals: Record<ReviewRefusal, [number, ErrorMessage]> = {
  orderMissing: [404, SERVER_ERRORS.orderNotFound],
  notYourOrder: [403, SERVER_ERRORS.notYourOrder],
  notHandedOver: [409, SERVER_ERRORS.reviewOrderNotHandedOver],
  exists: [409, SERVER_ERRORS.reviewExists],
  missing: [404, SERVER_ERRORS.reviewNotFound],
  notYours: [403, SERVER_ERRORS.notYourReview],
  removed: [409, SERVER_ERRORS.reviewRemoved],
  closed: [409, SERVER_ERRORS.reviewEditClosed],
  alreadyRemoved: [409, SERVER_ERRORS.reviewAlreadyRemoved],
};

const refuse = (refusal: ReviewRefusal) => new HttpError(...refusals[refusal]);
const oneChanged = { acknowledged: true, matchedCount: 1, modifiedCount: 1 } as const;

/**
 * Ratings of sellers (docs/product.md#reviews): the buyer of an order handed over rates its seller once
 * and may change it for REVIEW_EDIT_DAYS; the admin removes a review that breaks the rules. The
 * buyer is always the token's caller; the seller always the order's.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /reviews: 201 with the new review's id. */
  app.post(
    API.reviews.route,
    {
      config: { access: 'signedIn' },
      schema: {
        body: ReviewPayloadSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { order_id, rating, comment } = request.body;
      const outcome = await addReview(app.db, order_id, callerOf(request).email, {
        rating,
        comment,
      });
      if (typeof outcome === 'string') throw refuse(outcome);
      return reply.code(201).send({ acknowledged: true, insertedId: outcome.id });
    },
  );

  /** PUT /reviews/{id}: the reviewer's new stars and comment. */
  app.put(
    API.review.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        body: ReviewEditPayloadSchema,
        response: { 200: UpdateResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await editReview(
        app.db,
        request.params.id,
        callerOf(request).email,
        request.body,
      );
      if (outcome !== true) throw refuse(outcome);
      return oneChanged;
    },
  );

  /** POST /reviews/{id}/removal: the admin's reason, which the reviewer sees on My Orders. */
  app.post(
    API.reviewRemoval.route,
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        params: IdParamsSchema,
        body: ReviewRemovalPayloadSchema,
        response: { 200: UpdateResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await removeReview(app.db, request.params.id, request.body.reason);
      if (outcome !== true) throw refuse(outcome);
      return oneChanged;
    },
  );
};
