import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  GatewaySessionPayloadSchema,
  GatewaySessionResponseSchema,
} from '../../shared/schemas/gatewayPayment';
import { orders, users } from '../db/schema';
import { replaceOrderIntent } from '../db/queries/reservations';
import { HttpError } from '../httpError';
import { mailBaseUrl } from '../mail/mailSender';
import { withdrawQuietly } from '../payments/settlement';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';
import { gatewayNotificationRoutes } from './gatewayNotifications';
import { prepareOnlinePayment } from './onlinePayment';

/** The gateway answers in Taka only; the page offers it only then (GET /payment-config). */
export const gatewayPaysIn = (currency: string) => currency === 'bdt';

/**
 * SSLCommerz (bKash, Nagad, Rocket, cards), registered only with its store configured: the
 * session the buyer pays on the gateway's page, and (gatewayNotifications.ts) the gateway's
 * return and notification. Elsewhere the paths answer the API's ordinary 404.
 */
export const gatewayPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gateway } = app;
  if (!gateway) return;
  await app.register(gatewayNotificationRoutes);

  /**
   * POST /sslcommerz/sessions: as POST /create-payment-intent (prepareOnlinePayment: the buyer's
   * own unpaid order, its price, the book held for it), then a new session on the order in
   * place of its previous intent, which is withdrawn. Answers the gateway's page.
   */
  app.post(
    API.gatewaySessions.route,
    {
      config: {
        access: 'signedIn',
        rateLimit: perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE),
      },
      schema: {
        body: GatewaySessionPayloadSchema,
        response: {
          200: GatewaySessionResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      if (!gatewayPaysIn(app.config.PAYMENT_CURRENCY)) {
        throw new HttpError(400, SERVER_ERRORS.gatewayUnavailable);
      }
      const { email } = callerOf(request);
      const { order, amountCents, deps } = await prepareOnlinePayment(
        app,
        request.log,
        email,
        request.body,
      );
      const [buyer] = await app.db
        .select({ name: users.name, phone: users.phone })
        .from(users)
        .where(eq(users.email, email));
      const [row] = await app.db
        .select({ bookTitle: orders.bookTitle })
        .from(orders)
        .where(eq(orders.id, order.id));
      const base = app.config.PUBLIC_URL ?? mailBaseUrl(app.config);
      const session = await gateway.openSession({
        orderId: order.id,
        buyerEmail: email,
        buyerName: buyer?.name || email,
        buyerPhone: buyer?.phone ?? '01700000000',
        amountCents,
        bookTitle: row?.bookTitle ?? 'Book',
        returnUrl: `${base}/api${API.gatewayReturn.url()}`,
        ipnUrl: `${base}/api${API.gatewayIpn.url()}`,
      });
      if (await replaceOrderIntent(app.db, order.id, order.intentId, session.tranId)) {
        if (order.intentId) await withdrawQuietly(deps, order.intentId);
      } else {
        // Another request for this order stored its intent first: this session is not wanted.
        await withdrawQuietly(deps, session.tranId);
        throw new HttpError(409, SERVER_ERRORS.listingReserved);
      }
      return { gatewayUrl: session.gatewayUrl };
    },
  );
};
