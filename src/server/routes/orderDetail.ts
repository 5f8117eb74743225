import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema } from '../../shared/schemas/common';
import { type OrderDetail, OrderDetailSchema } from '../../shared/schemas/orderDetail';
import { findOrderDetail } from '../db/queries/orderDetail';
import { findPhoneOf } from '../db/queries/profile';
import { notFound } from '../httpError';
import { partyOf } from '../orders/orderParties';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

/**
 * GET /orders/{id}: the order page's data (docs/product.md#get-ordersid) for its buyer or its
 * seller; anyone else reads it as missing, as every other call about an order. Three statements
 * at most: who the caller is in the order, the order with what they may do next, and the other
 * person's number while the order is under way.
 */
export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.orderDetail.route,
    {
      config: { access: 'signedIn' },
      schema: {
        params: IdParamsSchema,
        response: { 200: OrderDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request): Promise<OrderDetail> => {
      const party = await partyOf(app.db, request.params.id, callerOf(request).email);
      const detail = await findOrderDetail(app.db, party.order.id, party.role, {
        handoverDays: app.config.ORDER_HANDOVER_DAYS,
        cashHoldGraceHours: app.config.CASH_HOLD_GRACE_HOURS,
      });
      if (!detail) throw notFound(SERVER_ERRORS.orderNotFound);
      const { other, inContact, orderPhone, ...order } = detail;
      let phone: string | null = null;
      if (inContact) {
        const profilePhone = other.id ? await findPhoneOf(app.db, other.id) : null;
        // The buyer's own number on the order form stands in when their profile has none.
        phone = profilePhone ?? (order.side === 'seller' && orderPhone ? orderPhone : null);
      }
      return { ...order, other: { name: other.name, phone } };
    },
  );
};
