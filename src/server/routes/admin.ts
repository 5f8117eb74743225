import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema, UpdateResultSchema } from '../../shared/schemas/common';
import { SellerSummarySchema } from '../../shared/schemas/report';
import {
  SellerRowListSchema,
  UserListSchema,
  VerifySellerQuerySchema,
} from '../../shared/schemas/user';
import { findSellerSummary } from '../db/queries/sellerSummary';
import { listSellers, listUsersByRole, verifySeller } from '../db/queries/users';
import { notFound } from '../httpError';
import { errorResponses } from '../plugins/errors';

const adminsOnly = { access: { roles: ['admin'] as const } };
const userList = { response: { 200: UserListSchema, ...errorResponses(401, 403) } };
const sellerList = { response: { 200: SellerRowListSchema, ...errorResponses(401, 403) } };

/**
 * The admin's screens: all buyers, all sellers (by name, each with their rating), and verifying
 * a seller after a look at their summary.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.buyers.route, { config: adminsOnly, schema: userList }, async () =>
    listUsersByRole(app.db, 'buyer'),
  );

  app.get(API.sellers.route, { config: adminsOnly, schema: sellerList }, async () =>
    listSellers(app.db),
  );

  /** GET /admin/sellers/{id}/summary: what the Verify dialog shows; 404 for anyone not a seller. */
  app.get(
    API.sellerSummary.route,
    {
      config: adminsOnly,
      schema: {
        params: IdParamsSchema,
        response: { 200: SellerSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const summary = await findSellerSummary(app.db, request.params.id);
      if (!summary) throw notFound(SERVER_ERRORS.sellerIdNotFound);
      return summary;
    },
  );

  /**
   * PUT /sellerverify?mail: the seller and every listing of theirs become verified together.
   * Verification cannot be undone (docs/product.md#people-and-roles), and a second call changes
   * nothing (modifiedCount 0). A buyer, an admin or an unknown e-mail is not a seller: 404.
   */
  app.put(
    API.verifySeller.route,
    {
      config: adminsOnly,
      schema: {
        querystring: VerifySellerQuerySchema,
        response: { 200: UpdateResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outcome = await verifySeller(app.db, request.query.mail);
      if (!outcome) throw notFound(SERVER_ERRORS.sellerNotFound);
      return { acknowledged: true, matchedCount: 1, modifiedCount: outcome.changed ? 1 : 0 };
    },
  );
};
