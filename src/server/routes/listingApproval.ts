import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import {
  ListingApprovalPayloadSchema,
  ListingApprovalResponseSchema,
  ListingListSchema,
} from '../../shared/schemas/listing';
import {
  type ApprovalRefusal,
  decideApproval,
  listAwaitingApproval,
} from '../db/queries/listingApproval';
import { HttpError } from '../httpError';
import { removeUnusedUpload } from '../images/uploadCleanup';
import { errorResponses } from '../plugins/errors';

const admins = { access: { roles: ['admin'] } } as const;
const refusals: Record<ApprovalRefusal, [number, ErrorMessage]> = {
  missing: [404, SERVER_ERRORS.listingNotFound],
  notAwaiting: [409, SERVER_ERRORS.listingNotAwaitingApproval],
};

/**
 * The admin's side of listing approval (docs/product.md#listing-approval): the listings a new
 * seller's first posts left waiting (LISTING_APPROVAL_FIRST_LISTINGS), and the decision on each.
 */
export const listingApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /admin/listings/awaiting-approval: the oldest first. */
  app.get(
    API.listingsAwaitingApproval.route,
    {
      config: admins,
      schema: { response: { 200: ListingListSchema, ...errorResponses(401, 403) } },
    },
    async () => listAwaitingApproval(app.db),
  );

  /** PUT /admin/listings/{id}/approval: `approved: true` shows it, false deletes it. */
  app.put(
    API.listingApproval.route,
    {
      config: admins,
      schema: {
        params: IdParamsSchema,
        body: ListingApprovalPayloadSchema,
        response: {
          200: ListingApprovalResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { approved } = request.body;
      const decided = await decideApproval(app.db, id, approved);
      if (typeof decided === 'string') throw new HttpError(...refusals[decided]);
      // Committed: a refused listing's photo goes if nothing else uses it.
      if (decided.removedImg) {
        await removeUnusedUpload(app.db, app.photos, decided.removedImg, request.log);
      }
      return { _id: id, approved };
    },
  );
};
