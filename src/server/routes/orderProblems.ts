import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema, InsertResultSchema } from '../../shared/schemas/common';
import {
  OrderProblemListSchema,
  OrderProblemSchema,
  ProblemPayloadSchema,
  ProblemResolutionPayloadSchema,
} from '../../shared/schemas/orderLife';
import { findUserByEmail } from '../db/queries/users';
import { HttpError } from '../httpError';
import { partyOf } from '../orders/orderParties';
import {
  openProblems,
  problemOfOrder,
  reportProblem,
  resolveProblem,
} from '../orders/orderProblems';
import { intentDepsOf } from '../payments/settlementTypes';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const admins = { access: { roles: ['admin'] } } as const;

/**
 * Problems after an online handover (docs/decisions/0053): the buyer reports one within
 * PROBLEM_REPORT_HOURS ('not as described', 'not received'); the admin refunds or closes it with
 * a note both people read on the order.
 */
export const orderProblemRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /orders/{id}/problem: the buyer reports a problem with their handed-over order. */
  app.post(
    API.orderProblem.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        body: ProblemPayloadSchema,
        response: { 201: InsertResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const party = await partyOf(app.db, request.params.id, callerOf(request).email);
      const id = await reportProblem(app.db, party, request.body);
      return reply.code(201).send({ acknowledged: true, insertedId: id });
    },
  );

  /** GET /orders/{id}/problem: the order's problem report and its outcome, for its two people. */
  app.get(
    API.orderProblem.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { 200: OrderProblemSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const party = await partyOf(app.db, request.params.id, callerOf(request).email);
      return problemOfOrder(app.db, party.order);
    },
  );

  /** GET /admin/order-problems: the open problem reports, oldest first. */
  app.get(
    API.orderProblems.route,
    {
      config: admins,
      schema: { response: { 200: OrderProblemListSchema, ...errorResponses(401, 403) } },
    },
    async () => openProblems(app.db),
  );

  /** POST /admin/order-problems/{id}/resolution: refunded or closed, with a note. */
  app.post(
    API.orderProblemResolution.route,
    {
      config: admins,
      schema: {
        params: IdParamsSchema,
        body: ProblemResolutionPayloadSchema,
        response: { 200: OrderProblemSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const admin = await findUserByEmail(app.db, callerOf(request).email);
      if (!admin) throw new HttpError(404, SERVER_ERRORS.userNotFound);
      const deps = intentDepsOf(app, request.log);
      return resolveProblem(deps, request.params.id, admin.id, request.body);
    },
  );
};
