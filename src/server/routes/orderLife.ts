import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { IdParamsSchema } from '../../shared/schemas/common';
import { OrderListSchema } from '../../shared/schemas/order';
import {
  HandoverCodeResponseSchema,
  HandoverPayloadSchema,
  MeetupPayloadSchema,
  OrderChangeResponseSchema,
  OrderHistorySchema,
} from '../../shared/schemas/orderLife';
import { historyOf, listOrdersOfSeller, toOrderChange } from '../db/queries/orderLife';
import { findUserByEmail } from '../db/queries/users';
import { confirmHandover, issueHandoverCode } from '../orders/handover';
import { meetupWithinBounds } from '../orders/meetupTime';
import {
  agreeToMeetup,
  cancelAsBuyer,
  cancelForNoShow,
  type OrderDeps,
  proposeMeetup,
} from '../orders/orderChanges';
import { partyOf } from '../orders/orderParties';
import { intentDepsOf } from '../payments/settlementTypes';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

const change = { 200: OrderChangeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) };

/**
 * An order's life after it is placed (docs/decisions/0053-an-order-with-a-clear-life.md): its
 * meet-up, cancelling by either side, the handover code, its history. Each call is its buyer's or
 * its seller's (anyone else reads the order as missing); the change itself is one guarded UPDATE
 * of server/orders/, which says from which state it may be made.
 */
export const orderLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const party = (request: Parameters<typeof callerOf>[0], id: string) =>
    partyOf(app.db, id, callerOf(request).email);
  const depsOf = (request: Parameters<typeof callerOf>[0]): OrderDeps => ({
    ...intentDepsOf(app, request.log),
    handoverDays: app.config.ORDER_HANDOVER_DAYS,
  });
  const secret = app.config.ACCESS_TOKEN_SECRET;

  /** PUT /orders/{id}/meetup: the buyer or the seller proposes a meet-up time (cash orders). */
  app.put(
    API.orderMeetup.route,
    {
      config: { access: 'signedIn' },
      schema: { params: IdParamsSchema, body: MeetupPayloadSchema, response: change },
    },
    async (request) => {
      const at = meetupWithinBounds(request.body.meetup_at);
      const order = await proposeMeetup(app.db, await party(request, request.params.id), at);
      return toOrderChange(order);
    },
  );

  /** POST /orders/{id}/meetup/agree: the other person agrees to the proposed time. */
  app.post(
    API.orderMeetupAgreement.route,
    { config: { access: 'signedIn' }, schema: { params: IdParamsSchema, response: change } },
    async (request) =>
      toOrderChange(await agreeToMeetup(app.db, await party(request, request.params.id))),
  );

  /** POST /orders/{id}/cancel: the buyer cancels (before paying or the meet-up; or refunded). */
  app.post(
    API.orderCancel.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { ...change, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const order = await cancelAsBuyer(depsOf(request), await party(request, request.params.id));
      return toOrderChange(order);
    },
  );

  /** POST /orders/{id}/no-show: the seller cancels a cash order whose buyer did not come. */
  app.post(
    API.orderNoShow.route,
    { config: { access: 'signedIn' }, schema: { params: IdParamsSchema, response: change } },
    async (request) =>
      toOrderChange(await cancelForNoShow(app.db, await party(request, request.params.id))),
  );

  /** GET /orders/{id}/history: who changed the order, when and why; its two people only. */
  app.get(
    API.orderHistory.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { 200: OrderHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => historyOf(app.db, (await party(request, request.params.id)).order.id),
  );

  /** POST /orders/{id}/handover-code: a new code for the buyer to show at the handover. */
  app.post(
    API.handoverCode.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { 200: HandoverCodeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      code: await issueHandoverCode(app.db, secret, await party(request, request.params.id)),
    }),
  );

  /** POST /orders/{id}/handover: the seller types the buyer's code and the sale completes. */
  app.post(
    API.handover.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.HANDOVER_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        params: IdParamsSchema,
        body: HandoverPayloadSchema,
        response: { ...change, ...errorResponses(400, 401, 403, 404, 409, 423, 429) },
      },
    },
    async (request) => {
      const caller = await party(request, request.params.id);
      const order = await confirmHandover(depsOf(request), secret, caller, request.body.code);
      return toOrderChange(order);
    },
  );

  /** GET /seller-orders: 'Orders for my books', newest first (empty for someone who sells none). */
  app.get(
    API.sellerOrders.route,
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: OrderListSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const seller = await findUserByEmail(app.db, callerOf(request).email);
      return seller ? listOrdersOfSeller(app.db, seller.id, app.config.ORDER_TTL_MINUTES) : [];
    },
  );
};
