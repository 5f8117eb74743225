import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { InsertResultSchema } from '../../shared/schemas/common';
import {
  AddListingPayloadSchema,
  ConfirmListingQuerySchema,
  ConfirmListingResponseSchema,
} from '../../shared/schemas/listing';
import { insertListing, refreshListingVerification } from '../db/queries/listingChanges';
import { findUserByEmail } from '../db/queries/users';
import { HttpError } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import type { RateLimitHandler } from '../plugins/security';
import { answerListingChange } from './listingChangeAnswer';
import { assertListingCategory } from './listingCategory';

const sellersOnly = { access: { roles: ['seller'] as const } };

export const addListingRoutes: FastifyPluginAsyncZod<{ rate: RateLimitHandler }> = async (
  app,
  { rate },
) => {
  /**
   * POST /addbook: a seller lists a book. Who sells it comes from the access token's user row,
   * never from the body (the strict schema refuses seller_email, sold, adv, isVerified, ...).
   * The category is named twice by the form (id and name); both must name the same category
   * (assertListingCategory, which the edit shares). A new seller's first listings may wait for
   * the admin's approval (LISTING_APPROVAL_FIRST_LISTINGS, insertListing).
   */
  app.post(
    API.addListing.route,
    {
      config: sellersOnly,
      onRequest: rate,
      schema: {
        body: AddListingPayloadSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const seller = await findUserByEmail(app.db, callerOf(request).email);
      // The role check just read this row; only a deletion in between can lose it.
      if (!seller) throw new HttpError(403, SERVER_ERRORS.roleRequired(['seller']));
      const listing = request.body;
      await assertListingCategory(app.db, listing);
      const insertedId = await insertListing(app.db, {
        ...listing,
        sellerId: seller.id,
        isVerified: seller.appVerified,
        approvalFirstListings: app.config.LISTING_APPROVAL_FIRST_LISTINGS,
      });
      return reply.code(201).send({ acknowledged: true, insertedId });
    },
  );

  /**
   * GET /addbook?pid: the form confirms the listing it just added. The seller's appVerified is
   * read again onto it (an admin may have verified them in between).
   */
  app.get(
    API.confirmListing.route,
    {
      config: sellersOnly,
      schema: {
        querystring: ConfirmListingQuerySchema,
        response: { 200: ConfirmListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const sellerEmail = callerOf(request).email;
      const id = request.query.pid;
      const modified = await refreshListingVerification(app.db, id, sellerEmail);
      return answerListingChange(app.db, { id, sellerEmail, modified });
    },
  );
};
