import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { InsertResultSchema } from '../../shared/schemas/common';
import {
  BalancesDueSchema,
  PayoutPayloadSchema,
  SellerBalanceSchema,
} from '../../shared/schemas/orderLife';
import { balanceOf, balancesDue, recordPayout } from '../db/queries/sellerLedger';
import { findUserByEmail } from '../db/queries/users';
import { HttpError } from '../httpError';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

/**
 * The money of online orders (docs/decisions/0053): held until the handover, then credited to
 * the seller's ledger; the admin records what was paid out. A seller sees their 'Balance', the
 * admin the 'Balances due' of every seller and records payouts.
 */
export const sellerBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /balance: the caller's own balance and ledger (nothing for someone who sold nothing). */
  app.get(
    API.balance.route,
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: SellerBalanceSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const me = await findUserByEmail(app.db, callerOf(request).email);
      return me ? balanceOf(app.db, me.id) : { balance: 0, entries: [] };
    },
  );

  /** GET /admin/balances: what the product owes each seller, most owed first. */
  app.get(
    API.balancesDue.route,
    {
      config: { access: { roles: ['admin'] } },
      schema: { response: { 200: BalancesDueSchema, ...errorResponses(401, 403) } },
    },
    async () => balancesDue(app.db),
  );

  /** POST /admin/payouts: the admin records a payout to a seller, at most their balance. */
  app.post(
    API.payouts.route,
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        body: PayoutPayloadSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const admin = await findUserByEmail(app.db, callerOf(request).email);
      if (!admin) throw new HttpError(404, SERVER_ERRORS.userNotFound);
      const { seller_id: sellerId, amount, note } = request.body;
      const outcome = await recordPayout(app.db, { sellerId, amount, note, adminId: admin.id });
      if (outcome === 'unknownSeller') throw new HttpError(404, SERVER_ERRORS.sellerIdNotFound);
      if (outcome === 'overBalance') throw new HttpError(409, SERVER_ERRORS.payoutOverBalance);
      return reply.code(201).send({ acknowledged: true, insertedId: outcome.id });
    },
  );
};
