import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CARD_MINIMUM, type PaymentCurrency } from '../../shared/constants';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { expireUnpaidOrders } from '../db/queries/orderExpiry';
import { findListingState } from '../db/queries/listings';
import { findOrderOfBuyer, type OrderToPay } from '../db/queries/payments';
import { intentIdOfOrder, reserveListing } from '../db/queries/reservations';
import { HttpError, notFound } from '../httpError';
import { closeIfOverdue } from '../payments/overdueOrders';
import { toCents } from '../payments/provider';
import { refundReason, settleSucceededIntent, withdrawQuietly } from '../payments/settlement';
import { type IntentDeps, intentDepsOf, paidForItsOrder } from '../payments/settlementTypes';

/**
 * Stripe's smallest and largest charge in the payment currency, and how each refusal says it;
 * the test-mode provider keeps the same rules.
 */
const MAX_AMOUNT_CENTS = 99_999_999;
const CARD_LIMITS = {
  bdt: {
    minCents: toCents(CARD_MINIMUM.bdt),
    tooSmall: 'amountTooSmall',
    tooLarge: 'amountTooLarge',
  },
  usd: {
    minCents: toCents(CARD_MINIMUM.usd),
    tooSmall: 'amountTooSmallUsd',
    tooLarge: 'amountTooLargeUsd',
  },
} as const satisfies Record<
  PaymentCurrency,
  { minCents: number; tooSmall: keyof typeof SERVER_ERRORS; tooLarge: keyof typeof SERVER_ERRORS }
>;

/**
 * A card payment that went through but was never recorded (the buyer's tab closed before
 * POST /payments) is settled now, rather than its intent handed out again to be paid twice:
 * recorded, or refunded when the book went to someone else (settleSucceededIntent).
 */
async function settledEarlier(deps: IntentDeps, order: OrderToPay) {
  const intent = order.intentId ? await deps.payments.retrieveIntent(order.intentId) : undefined;
  // A gateway payment held for the admin's review is neither paid nor to be paid twice.
  if (intent?.status === 'held') throw conflict(SERVER_ERRORS.paymentHeldForReview);
  return intent ? settleSucceededIntent(deps, intent) : 'ignored';
}

const conflict = (message: ErrorMessage) => new HttpError(409, message);

/** The buyer's order, ready to be paid online: checked, and its book held for it. */
export interface OrderToPayNow {
  order: OrderToPay;
  amountCents: number;
  deps: IntentDeps;
}

/**
 * The steps before any online payment of the buyer's own unpaid order (a card intent or a
 * gateway session): an earlier payment settled first, an order past its time closed, the price
 * and the card limits checked, then the book held for this order (PAYMENT_RESERVATION_MINUTES)
 * and the previous holder's intent withdrawn. Each refusal is the caller's answer.
 */
export async function prepareOnlinePayment(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  email: string,
  { orderId, bookPrice }: { orderId: string; bookPrice: number },
): Promise<OrderToPayNow> {
  // An order past its time must not be paid for: the sweep may not have run yet.
  await expireUnpaidOrders(app.db, app.config.ORDER_TTL_MINUTES);
  const order = await findOrderOfBuyer(app.db, orderId, email);
  if (!order) throw notFound(SERVER_ERRORS.orderNotFound);
  const deps = intentDepsOf(app, log);
  const earlier = order.status === 'paid' ? 'ignored' : await settledEarlier(deps, order);
  if (paidForItsOrder(earlier)) throw conflict(SERVER_ERRORS.orderPaid);
  if (earlier === 'refunded') {
    // listing_id null: the seller deleted the book (the order keeps its history).
    throw conflict(refundReason(order.listingId ? 'taken' : 'removed'));
  }
  // Past its time with an intent: closed now (the sweep does the same), never paid late.
  if (order.status === 'unpaid') {
    const closed = await closeIfOverdue(deps, order.id, app.config.ORDER_TTL_MINUTES);
    if (closed === 'settled') throw conflict(SERVER_ERRORS.orderPaid);
    if (closed === 'cancelled') throw conflict(SERVER_ERRORS.orderCancelled);
    if (closed === 'left') throw conflict(SERVER_ERRORS.paymentNotSucceeded);
  }
  if (order.status === 'paid') throw conflict(SERVER_ERRORS.orderPaid);
  if (order.status === 'cancelled') throw conflict(SERVER_ERRORS.orderCancelled);
  const amountCents = toCents(order.bookPrice);
  if (toCents(bookPrice) !== amountCents) throw new HttpError(400, SERVER_ERRORS.priceMismatch);
  const limits = CARD_LIMITS[app.config.PAYMENT_CURRENCY];
  if (amountCents < limits.minCents) {
    throw new HttpError(400, SERVER_ERRORS[limits.tooSmall]);
  }
  if (amountCents > MAX_AMOUNT_CENTS) throw new HttpError(400, SERVER_ERRORS[limits.tooLarge]);
  if (!order.listingId) throw conflict(SERVER_ERRORS.listingSold);

  const minutes = app.config.PAYMENT_RESERVATION_MINUTES;
  const hold = await reserveListing(app.db, order.listingId, order.id, minutes);
  if (!hold.reserved) {
    const listing = await findListingState(app.db, order.listingId);
    if (!listing || listing.sold) throw conflict(SERVER_ERRORS.listingSold);
    throw conflict(
      listing.heldForMeetup ? SERVER_ERRORS.listingHeldForMeetup : SERVER_ERRORS.listingReserved,
    );
  }
  // The hold ran out and is now ours: the previous buyer's intent must not be chargeable. If
  // their card went through first, they paid for the book first: their payment is recorded,
  // which cancels this order, and this buyer is told the book is sold.
  if (hold.previousOrderId && hold.previousOrderId !== order.id) {
    const previousIntent = await intentIdOfOrder(app.db, hold.previousOrderId);
    if (previousIntent && paidForItsOrder(await withdrawQuietly(deps, previousIntent))) {
      throw conflict(SERVER_ERRORS.listingSold);
    }
  }
  return { order, amountCents, deps };
}
