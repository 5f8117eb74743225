import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import {
  SellerBooksPageSchema,
  SellerBooksQuerySchema,
  SellerProfileSchema,
  SellerReviewsPageSchema,
  SellerReviewsQuerySchema,
} from '../../shared/schemas/sellerPage';
import {
  findSellerProfile,
  readSellerBooks,
  readSellerReviews,
  type SellerPageAnswer,
} from '../db/queries/sellerPage';
import { HttpError, notFound } from '../httpError';
import { errorResponses } from '../plugins/errors';

/** A page, or the refusal for what is missing: an unknown seller (404) or a gone cursor (400). */
function pageOrRefusal<Item>(page: SellerPageAnswer<Item>) {
  if (page.items) return { items: page.items, next: page.next };
  if (page.missing === 'seller') throw notFound(SERVER_ERRORS.sellerIdNotFound);
  // As on category pages: an empty page would look like the end of the list.
  throw new HttpError(400, SERVER_ERRORS.pageCursorGone);
}

/**
 * A seller's public page (docs/product.md#get-sellerid): who they are, their available books and
 * their reviews, each list newest first and paged by the last `_id` shown. Public, like the book
 * page that links to it. An id that is not a seller's (a buyer's, an admin's, nobody's) is 404.
 * No cache headers: GET /listings/{id} sends none either, and the rating changes with each review.
 */
export const sellerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.sellerProfile.route,
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        response: { 200: SellerProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const profile = await findSellerProfile(app.db, request.params.id);
      if (!profile) throw notFound(SERVER_ERRORS.sellerIdNotFound);
      return profile;
    },
  );

  app.get(
    API.sellerBooks.route,
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        querystring: SellerBooksQuerySchema,
        response: { 200: SellerBooksPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      pageOrRefusal(await readSellerBooks(app.db, request.params.id, request.query)),
  );

  app.get(
    API.sellerReviews.route,
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        querystring: SellerReviewsQuerySchema,
        response: { 200: SellerReviewsPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      pageOrRefusal(await readSellerReviews(app.db, request.params.id, request.query)),
  );
};
