import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { DeleteResultSchema, EmailQuerySchema, IdParamsSchema } from '../../shared/schemas/common';
import {
  CategoryListingsQuerySchema,
  IsSoldResponseSchema,
  ListingListSchema,
  ListingSchema,
  SellerListingListSchema,
} from '../../shared/schemas/listing';
import { deleteListing } from '../db/queries/listingChanges';
import {
  findListingState,
  findPublicListing,
  listListingsOfSeller,
  readCategoryPage,
} from '../db/queries/listings';
import { HttpError, notFound } from '../httpError';
import { removeUnusedUpload } from '../images/uploadCleanup';
import { assertSelf, callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /CategoryBooks/{id}?limit&before: a page of the category's available books, newest
   * first. `before` must name a listing that still exists (sold is fine): a deleted cursor
   * answers 400 rather than an empty page, which would look like the end of the category.
   * The same for every signed-in caller: kept in memory, but only browsers keep a copy.
   */
  app.get(
    API.categoryListings.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        querystring: CategoryListingsQuerySchema,
        response: { 200: ListingListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      app.publicAnswers.send(
        request,
        reply,
        async () => {
          const { limit, before } = request.query;
          const page = await readCategoryPage(app.db, request.params.id, { limit, before });
          if (page.missing === 'category') throw notFound(SERVER_ERRORS.categoryIdNotFound);
          if (page.missing === 'cursor') throw new HttpError(400, SERVER_ERRORS.pageCursorGone);
          return page.listings;
        },
        'caller',
      ),
  );

  /**
   * GET /books?email: My Products. A seller sees their own; an admin may look at anyone's. Each
   * listing says how many unpaid orders it has (the edit form warns that they keep their price).
   */
  app.get(
    API.sellerListings.route,
    {
      config: { access: { roles: ['seller', 'admin'] } },
      schema: {
        querystring: EmailQuerySchema,
        response: { 200: SellerListingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await assertSelf(request, request.query.email, { adminsToo: true });
      return listListingsOfSeller(app.db, request.query.email);
    },
  );

  /** GET /issold/{id}: public, like the book cards that ask it. */
  app.get(
    API.isSold.route,
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        response: { 200: IsSoldResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const listing = await findListingState(app.db, request.params.id);
      if (!listing || listing.awaitingApproval) throw notFound(SERVER_ERRORS.listingNotFound);
      return listing.sold;
    },
  );

  /**
   * GET /listings/{id}: the book page (docs/product.md#get-listingsid). Public, like the page and
   * its shared link; a sold book keeps its page, a deleted one is gone (404), and one waiting for
   * the admin's approval is not there yet (404).
   */
  app.get(
    API.listing.route,
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        response: { 200: ListingSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      app.publicAnswers.send(request, reply, async () => {
        const listing = await findPublicListing(app.db, request.params.id);
        if (!listing) throw notFound(SERVER_ERRORS.listingNotFound);
        return listing;
      }),
  );

  /**
   * DELETE /deletebook/{id}: the seller of the listing, or an admin (moderation). Its unpaid
   * orders are cancelled in the same transaction; paid ones keep their history. Its photo is
   * removed from the image store once no listing or user uses it.
   */
  app.delete(
    API.deleteListing.route,
    {
      config: { access: { roles: ['seller', 'admin'] } },
      schema: {
        params: IdParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const asAdmin = (await request.callerRole()) === 'admin';
      const deleted = await deleteListing(
        app.db,
        request.params.id,
        (sellerEmail) => asAdmin || sellerEmail === caller.email,
      );
      if (deleted.outcome === 'missing') throw notFound(SERVER_ERRORS.listingNotFound);
      if (deleted.outcome === 'forbidden') throw new HttpError(403, SERVER_ERRORS.notYourListing);
      // Committed: its photo goes if nothing else uses it (never fails the delete).
      await removeUnusedUpload(app.db, app.photos, deleted.bookImg, request.log);
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
