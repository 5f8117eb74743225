import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  CreatePaymentIntentPayloadSchema,
  CreatePaymentIntentResponseSchema,
} from '../../shared/schemas/payment';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import { findListingState } from '../db/queries/listings';
import { findOrderOfBuyer } from '../db/queries/payments';
import { intentIdOfOrder, reserveListing } from '../db/queries/reservations';
import { cancelQuietly, clientSecretForOrder, type IntentDeps } from '../payments/intentForOrder';
import { toCents } from '../payments/provider';
import { callerOf } from '../plugins/auth';
import { errorResponses, HttpError, notFound } from '../plugins/errors';

/** Stripe's smallest charge in dollars; the test provider keeps the same rule. */
const MIN_AMOUNT_CENTS = 50;

const conflict = (message: string) => new HttpError(409, message);

export const paymentIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /create-payment-intent: the intent for the buyer's own unpaid order, for the order's own
   * amount. It first holds the listing for this order (PAYMENT_RESERVATION_MINUTES), so another
   * buyer cannot start paying for the same book meanwhile (409).
   */
  app.post(
    API.createPaymentIntent.route,
    {
      config: { access: 'signedIn' },
      schema: {
        body: CreatePaymentIntentPayloadSchema,
        response: {
          200: CreatePaymentIntentResponseSchema,
          ...errorResponses(400, 401, 404, 409, 502),
        },
      },
    },
    async (request) => {
      const { email } = callerOf(request);
      const { bookPrice, orderId } = request.body;
      // An order past its time must not be paid for: the sweep may not have run yet.
      await expireUnpaidOrders(app.db, app.config.ORDER_TTL_MINUTES);
      const order = await findOrderOfBuyer(app.db, orderId, email);
      if (!order) throw notFound(SERVER_ERRORS.orderNotFound);
      if (order.status === 'paid') throw conflict(SERVER_ERRORS.orderPaid);
      if (order.status === 'cancelled') throw conflict(SERVER_ERRORS.orderCancelled);
      const amountCents = toCents(order.bookPrice);
      if (toCents(bookPrice) !== amountCents) throw new HttpError(400, SERVER_ERRORS.priceMismatch);
      if (amountCents < MIN_AMOUNT_CENTS) throw new HttpError(400, SERVER_ERRORS.amountTooSmall);
      if (!order.listingId) throw conflict(SERVER_ERRORS.listingSold);

      const minutes = app.config.PAYMENT_RESERVATION_MINUTES;
      const hold = await reserveListing(app.db, order.listingId, order.id, minutes);
      if (!hold.reserved) {
        const listing = await findListingState(app.db, order.listingId);
        throw conflict(
          !listing || listing.sold ? SERVER_ERRORS.listingSold : SERVER_ERRORS.listingReserved,
        );
      }
      const deps: IntentDeps = {
        db: app.db,
        payments: app.payments,
        currency: app.config.PAYMENT_CURRENCY,
        log: request.log,
      };
      // The hold ran out and is now ours: the previous buyer's intent must not be chargeable.
      if (hold.previousOrderId && hold.previousOrderId !== order.id) {
        const previousIntent = await intentIdOfOrder(app.db, hold.previousOrderId);
        if (previousIntent) await cancelQuietly(deps, previousIntent);
      }
      return { clientSecret: await clientSecretForOrder(deps, order, amountCents, email) };
    },
  );
};
