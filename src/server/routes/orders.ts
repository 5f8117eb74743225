import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { EmailQuerySchema, IdParamsSchema, IdSchema } from '../../shared/schemas/common';
import {
  CreateOrderResponseSchema,
  OpenOrderAnswerSchema,
  OrderListSchema,
  OrderPayloadSchema,
  OrderSchema,
} from '../../shared/schemas/order';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import {
  findOpenOrderOfListing,
  findOrderOfBuyer,
  listOrdersOfBuyer,
  placeOrder,
  type OrderRefusal,
} from '../db/queries/orders';
import { HttpError } from '../httpError';
import { assertSelf, callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { meetupWithinBounds } from '../orders/meetupTime';
import { perCallerRateLimit } from '../plugins/security';

const refusals: Record<OrderRefusal, [number, ErrorMessage]> = {
  unknownBuyer: [404, SERVER_ERRORS.userNotFound],
  missing: [404, SERVER_ERRORS.listingNotFound],
  sold: [409, SERVER_ERRORS.listingSold],
  own: [409, SERVER_ERRORS.ownListingOrder],
  alreadyOrdered: [409, SERVER_ERRORS.alreadyOrdered],
  belowMinimumPrice: [409, SERVER_ERRORS.listingBelowMinimumPrice],
  methodNotAccepted: [409, SERVER_ERRORS.paymentMethodNotAccepted],
  heldForMeetup: [409, SERVER_ERRORS.listingHeldForMeetup],
  paymentUnderWay: [409, SERVER_ERRORS.listingReserved],
};

/**
 * Ordering and My Orders. Every signed-in role has My Orders
 * (docs/product.md#dashboard-and-side-menu), and each person sees only their own orders: an
 * admin too, since orders hold buyers' phone numbers.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sweep also runs on a timer (jobs/orderExpiry.ts); running it before a read means an
  // order past its time never shows Pay, whenever the last sweep ran.
  const expireOverdueOrders = () => expireUnpaidOrders(app.db, app.config.ORDER_TTL_MINUTES);

  /**
   * POST /orders: the caller orders a book for themselves. Only phone and meeting location are
   * taken from the body; the rest of the order form's payload is checked for type and ignored.
   */
  app.post(
    API.createOrder.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.ORDER_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: OrderPayloadSchema,
        response: {
          201: CreateOrderResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, product_id, phone, location, payment_method, meetup_at } = request.body;
      await assertSelf(request, email);
      const outcome = await placeOrder(app.db, {
        listingId: product_id,
        buyerEmail: callerOf(request).email,
        phone,
        location,
        paymentMethod: payment_method,
        meetupAt: payment_method === 'cash' ? meetupWithinBounds(meetup_at) : null,
      });
      if (typeof outcome === 'string') throw new HttpError(...refusals[outcome]);
      return reply.code(201).send({ acknowledged: true, insertedId: outcome.id });
    },
  );

  /** GET /orders?email: My Orders, newest first, cancelled ones too (docs/product.md#my-orders). */
  app.get(
    API.orders.route,
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: EmailQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await assertSelf(request, request.query.email);
      await expireOverdueOrders();
      return listOrdersOfBuyer(app.db, request.query.email, app.config.ORDER_TTL_MINUTES);
    },
  );

  /**
   * GET /order/{id}: the payment page's order. Someone else's order answers exactly as a missing
   * one does, so ids cannot be probed for other people's orders.
   */
  app.get(
    API.order.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await expireOverdueOrders();
      const order = await findOrderOfBuyer(
        app.db,
        request.params.id,
        callerOf(request).email,
        app.config.ORDER_TTL_MINUTES,
      );
      if (!order) throw new HttpError(404, SERVER_ERRORS.orderNotFound);
      return order;
    },
  );

  /**
   * GET /orders/about/{listingId}: the caller's open order of a book, or null. The book page asks
   * it for a signed-in person only, so the public listing answer stays the same for everyone
   * (and kept in memory); a book one cannot see answers null like one never ordered.
   */
  app.get(
    API.openOrderAboutListing.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: z.object({ listingId: IdSchema }),
        response: { 200: OpenOrderAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await expireOverdueOrders();
      const orderId = await findOpenOrderOfListing(
        app.db,
        request.params.listingId,
        callerOf(request).email,
      );
      return { order_id: orderId };
    },
  );
};
