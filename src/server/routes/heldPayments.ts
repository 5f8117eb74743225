import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { AcknowledgedSchema } from '../../shared/schemas/common';
import { HeldPaymentListSchema } from '../../shared/schemas/gatewayPayment';
import {
  findGatewaySession,
  heldGatewaySessions,
  moveGatewaySession,
} from '../db/queries/gatewaySessions';
import { findOrderOfBuyer } from '../db/queries/payments';
import { insertNotifications } from '../db/queries/notifications';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../httpError';
import { settlePayment } from '../payments/settlement';
import { intentDepsOf } from '../payments/settlementTypes';
import { errorResponses } from '../plugins/errors';

const admins = { access: { roles: ['admin'] } } as const;
/** Our transaction id (`ssl_...`), not a uuid. */
const HeldPaymentParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const heldPaymentMissing = () => notFound(SERVER_ERRORS.heldPaymentNotFound);

/** The buyer hears what the admin decided (and by e-mail, as every notification may go). */
async function tellBuyer(db: Database, orderId: string, change: 'paid_online' | 'refunded') {
  const [order] = await db
    .select({ buyerId: orders.buyerId, listingId: orders.listingId, bookTitle: orders.bookTitle })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.buyerId) return;
  const data = { order_id: orderId, listing_id: order.listingId, book_title: order.bookTitle };
  await insertNotifications(db, [
    { userId: order.buyerId, kind: 'order_changed', data: { ...data, change, to: 'buyer' } },
  ]);
}

/**
 * The admin's review of gateway payments its risk check held (risk level 1): the order is not
 * paid and its book stays held for it until the admin accepts (recorded as any payment) or
 * refunds (the gateway gives the money back; the order stays payable until it expires).
 */
export const heldPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.gateway) return;

  /** GET /admin/held-payments: newest first. */
  app.get(
    API.heldPayments.route,
    {
      config: admins,
      schema: { response: { 200: HeldPaymentListSchema, ...errorResponses(401, 403) } },
    },
    async () =>
      (await heldGatewaySessions(app.db)).map((held) => ({
        _id: held.tranId,
        order_id: held.orderId,
        book_title: held.bookTitle,
        buyer_email: held.buyerEmail,
        amount: held.amountCents / 100,
        method: held.method ?? '',
        risk_title: held.riskTitle ?? '',
        held_at: (held.heldAt ?? new Date()).toISOString(),
      })),
  );

  /**
   * POST /admin/held-payments/:id/accept: the payment is recorded exactly as a normal one
   * (settlePayment); if the book went to someone else meanwhile, it is refunded (409 says so).
   */
  app.post(
    API.heldPaymentAccept.route,
    {
      config: admins,
      schema: {
        params: HeldPaymentParamsSchema,
        response: { 200: AcknowledgedSchema, ...errorResponses(401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const session = await findGatewaySession(app.db, id);
      if (!session || !(await moveGatewaySession(app.db, id, 'held', 'accepted'))) {
        throw heldPaymentMissing();
      }
      const order = await findOrderOfBuyer(app.db, session.orderId, session.buyerEmail);
      if (!order) throw notFound(SERVER_ERRORS.orderNotFound);
      await settlePayment(intentDepsOf(app, request.log), order, id, session.buyerEmail);
      await tellBuyer(app.db, order.id, 'paid_online');
      return { acknowledged: true };
    },
  );

  /** POST /admin/held-payments/:id/refund: the gateway's refund; the book is free again. */
  app.post(
    API.heldPaymentRefund.route,
    {
      config: admins,
      schema: {
        params: HeldPaymentParamsSchema,
        response: { 200: AcknowledgedSchema, ...errorResponses(401, 403, 404, 502) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const session = await findGatewaySession(app.db, id);
      if (session?.status !== 'held') throw heldPaymentMissing();
      await app.payments.refundIntent(id);
      await tellBuyer(app.db, session.orderId, 'refunded');
      return { acknowledged: true };
    },
  );
};
