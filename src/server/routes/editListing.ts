import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import { EditListingPayloadSchema, EditListingResponseSchema } from '../../shared/schemas/listing';
import type { Database } from '../db/client';
import { editListing } from '../db/queries/listingEdit';
import { findListingState, findListingWithContact } from '../db/queries/listings';
import { HttpError, notFound } from '../httpError';
import { removeUnusedUpload } from '../images/uploadCleanup';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import type { RateLimitHandler } from '../plugins/security';
import { assertListingCategory } from './listingCategory';

/**
 * Why the guarded UPDATE matched nothing, read only then: unknown (404), someone else's (403),
 * sold (409), or else the version the seller opened is no longer the listing's (409 conflict:
 * another tab or device saved first).
 */
async function whyNotEdited(db: Database, id: string, sellerEmail: string): Promise<HttpError> {
  const listing = await findListingState(db, id);
  if (!listing) return notFound(SERVER_ERRORS.listingNotFound);
  if (listing.sellerEmail !== sellerEmail) return new HttpError(403, SERVER_ERRORS.notYourListing);
  if (listing.sold) return new HttpError(409, SERVER_ERRORS.listingSold);
  return new HttpError(409, SERVER_ERRORS.listingEditConflict);
}

export const editListingRoutes: FastifyPluginAsyncZod<{ rate: RateLimitHandler }> = async (
  app,
  { rate },
) => {
  /**
   * PUT /listings/{id} (docs/product.md#put-listingsid): the seller edits their own unsold
   * listing with what the add form sends plus the version they opened. Sellers only (an admin
   * moderates by deleting, not by rewriting a seller's words); who the seller is comes from the
   * token. Answers the listing as every listing answer shows it.
   */
  app.put(
    API.editListing.route,
    {
      config: { access: { roles: ['seller'] } },
      onRequest: rate,
      schema: {
        params: IdParamsSchema,
        body: EditListingPayloadSchema,
        response: {
          200: EditListingResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const sellerEmail = callerOf(request).email;
      const { id } = request.params;
      const { version, ...changes } = request.body;
      await assertListingCategory(app.db, changes);

      const edited = await editListing(app.db, { id, sellerEmail, version, changes });
      if (!edited) throw await whyNotEdited(app.db, id, sellerEmail);
      // Committed: the photo it replaced goes if nothing else uses it (never fails the edit).
      if (edited.previousImg !== changes.book_img) {
        await removeUnusedUpload(app.db, app.photos, edited.previousImg, request.log);
      }
      const listing = await findListingWithContact(app.db, id);
      // Only a delete between the edit and this read loses it.
      if (!listing) throw notFound(SERVER_ERRORS.listingNotFound);
      return listing;
    },
  );
};
