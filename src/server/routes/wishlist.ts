import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { DeleteResultSchema, EmailQuerySchema } from '../../shared/schemas/common';
import { ListingListSchema } from '../../shared/schemas/listing';
import {
  WishlistAddResponseSchema,
  WishlistParamsSchema,
  WishlistPayloadSchema,
} from '../../shared/schemas/wishlist';
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  type WishRefusal,
} from '../db/queries/wishlist';
import { HttpError, notFound } from '../httpError';
import { assertSelf, callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const refusals: Record<WishRefusal, [number, ErrorMessage]> = {
  unknownUser: [404, SERVER_ERRORS.userNotFound],
  missing: [404, SERVER_ERRORS.listingNotFound],
  sold: [409, SERVER_ERRORS.listingSold],
  own: [409, SERVER_ERRORS.ownListingWishlist],
};

/**
 * My Wishlist: every signed-in role has one (docs/product.md#dashboard-and-side-menu), and only
 * its owner sees it.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /wishlist/{bookId}: adding a book already there is acknowledged with insertedId null. */
  app.post(
    API.addToWishlist.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: WishlistParamsSchema,
        body: WishlistPayloadSchema,
        response: { 200: WishlistAddResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await assertSelf(request, request.body.email);
      const { bookId } = request.params;
      const outcome = await addToWishlist(app.db, bookId, callerOf(request).email);
      if (typeof outcome === 'string') throw new HttpError(...refusals[outcome]);
      return { acknowledged: true, insertedId: outcome.added ? bookId : null };
    },
  );

  /** GET /wishlist?email: the books, sold ones too, most recently added first. */
  app.get(
    API.wishlist.route,
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: EmailQuerySchema,
        response: { 200: ListingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await assertSelf(request, request.query.email);
      return listWishlist(app.db, request.query.email);
    },
  );

  /** DELETE /wishlist/{bookId}: from the caller's own wishlist, the only one they can name. */
  app.delete(
    API.removeFromWishlist.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: WishlistParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const removed = await removeFromWishlist(
        app.db,
        request.params.bookId,
        callerOf(request).email,
      );
      if (removed === 0) throw notFound(SERVER_ERRORS.notInWishlist);
      return { acknowledged: true, deletedCount: removed };
    },
  );
};
