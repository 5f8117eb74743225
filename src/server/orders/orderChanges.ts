import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderEventReason } from '../../shared/schemas/orderLife';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import type { Database } from '../db/client';
import { insertNotifications } from '../db/queries/notifications';
import { listings, orders, payments } from '../db/schema';
import { recordRefunded, rememberRefund } from '../db/queries/pendingRefunds';
import { HttpError } from '../httpError';
import { withdrawQuietly } from '../payments/settlement';
import type { IntentDeps } from '../payments/settlementTypes';
import { ownedBy, type Party, requirePart } from './orderParties';
import { recordOrderEvents, transitionOrder, type OrderRow } from './orderTransition';

export interface OrderDeps extends IntentDeps {
  handoverDays: number;
}

const refused = (message: ErrorMessage = SERVER_ERRORS.orderChangeRefused) =>
  new HttpError(409, message);

/** The other person of the order hears of the change, with a link to their side of it. */
export async function tellOtherSide(
  tx: Database,
  party: Pick<Party, 'role'>,
  order: OrderRow,
  change: OrderEventReason,
) {
  const to = party.role === 'buyer' ? 'seller' : 'buyer';
  const userId = to === 'buyer' ? order.buyerId : order.sellerId;
  if (!userId) return;
  const data = { order_id: order.id, listing_id: order.listingId, book_title: order.bookTitle };
  await insertNotifications(tx, [{ userId, kind: 'order_changed', data: { ...data, change, to } }]);
}

/** A cash order that ended gives its book back to everyone (only if it still held it). */
async function releaseHold(tx: Database, order: OrderRow) {
  if (!order.listingId) return;
  await tx
    .update(listings)
    .set({ cashOrderId: null })
    .where(and(eq(listings.id, order.listingId), eq(listings.cashOrderId, order.id)));
}

/**
 * The buyer cancels: an online order not yet paid, a cash order before its meet-up time, or an
 * order paid online and not handed over within ORDER_HANDOVER_DAYS, whose book is for sale
 * again and whose payment is then refunded through the provider. The refund comes after the
 * commit: the provider is not called while the order's row is locked (and the built-in test
 * provider writes to the same database). The seller is told.
 */
export async function cancelAsBuyer(deps: OrderDeps, party: Party): Promise<OrderRow> {
  requirePart(party, 'buyer');
  const action = party.order.status === 'paid' ? 'refundNotHandedOver' : 'cancelByBuyer';
  const cancelled = await deps.db.transaction(async (tx) => {
    const changed = await transitionOrder(tx, {
      orderId: party.order.id,
      action,
      by: { actor: 'buyer', actorId: party.userId },
      where: ownedBy(party),
      // A refunded order is no longer paid; its history keeps when it was.
      set: action === 'refundNotHandedOver' ? { paidAt: null } : undefined,
      times: { handoverDays: deps.handoverDays },
    });
    if (!changed) return undefined;
    await releaseHold(tx, changed.order);
    if (action === 'refundNotHandedOver') {
      if (changed.order.listingId) {
        await tx
          .update(listings)
          .set({ sold: false })
          .where(eq(listings.id, changed.order.listingId));
      }
    }
    await tellOtherSide(
      tx,
      party,
      changed.order,
      changed.order.cancelReason ?? 'cancelled_by_buyer',
    );
    return changed.order;
  });
  if (!cancelled) {
    throw refused(action === 'refundNotHandedOver' ? SERVER_ERRORS.notHandedOverInTime : undefined);
  }
  if (action === 'refundNotHandedOver') await refundPayment(deps, cancelled.id);
  // An intent of a cancelled online order must not charge anyone any more.
  else if (cancelled.intentId) await withdrawQuietly(deps, cancelled.intentId);
  return cancelled;
}

/**
 * Gives an order's recorded payment back through the provider, after the change that calls for
 * it was committed, and says so in the order's history ('refunded'). A provider that refuses or
 * does not answer leaves the change standing: the refund is remembered ('refund pending') and
 * the order expiry retries it until it is made (payments/retryRefunds.ts).
 */
export async function refundPayment(
  deps: IntentDeps,
  orderId: string,
): Promise<'refunded' | 'pending' | 'nothingPaid'> {
  const [payment] = await deps.db
    .select({ transactionId: payments.transactionId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (!payment) return 'nothingPaid';
  try {
    await deps.payments.refundIntent(payment.transactionId);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'a refund failed; the order expiry retries it');
    await rememberRefund(deps.db, { orderId, transactionId: payment.transactionId });
    return 'pending';
  }
  await recordRefunded(deps.db, orderId);
  return 'refunded';
}

/** The seller frees a book whose buyer did not come: a cash order past its meet-up time. */
export async function cancelForNoShow(db: Database, party: Party): Promise<OrderRow> {
  requirePart(party, 'seller');
  const cancelled = await db.transaction(async (tx) => {
    const changed = await transitionOrder(tx, {
      orderId: party.order.id,
      action: 'cancelNoShow',
      by: { actor: 'seller', actorId: party.userId },
      where: ownedBy(party),
    });
    if (!changed) return undefined;
    await releaseHold(tx, changed.order);
    await tellOtherSide(tx, party, changed.order, 'seller_no_show');
    return changed.order;
  });
  if (!cancelled) throw refused(SERVER_ERRORS.meetupNotYetPassed);
  return cancelled;
}

const openCashOrder = and(eq(orders.status, 'unpaid'), eq(orders.paymentMethod, 'cash'));

/**
 * Either person proposes a meet-up time for an open cash order (the buyer's first one came with
 * the order); the other is asked to agree. One guarded UPDATE, a history row, the other told.
 */
export async function proposeMeetup(db: Database, party: Party, at: Date): Promise<OrderRow> {
  const proposed = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ meetupAt: at, meetupProposedBy: party.role, meetupAgreedAt: null })
      .where(and(eq(orders.id, party.order.id), ownedBy(party), openCashOrder))
      .returning();
    if (!order) return undefined;
    await meetupChanged(tx, party, order, 'meetup_proposed');
    return order;
  });
  if (!proposed) throw refused(cashOnlyOr(party, SERVER_ERRORS.orderChangeRefused));
  return proposed;
}

/** The person who did not propose the meet-up time agrees to it. */
export async function agreeToMeetup(db: Database, party: Party): Promise<OrderRow> {
  const proposer = party.role === 'buyer' ? 'seller' : 'buyer';
  const agreed = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ meetupAgreedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, party.order.id),
          ownedBy(party),
          openCashOrder,
          eq(orders.meetupProposedBy, proposer),
          isNull(orders.meetupAgreedAt),
        ),
      )
      .returning();
    if (!order) return undefined;
    await meetupChanged(tx, party, order, 'meetup_agreed');
    return order;
  });
  if (!agreed) throw refused(cashOnlyOr(party, SERVER_ERRORS.meetupNothingToAgree));
  return agreed;
}

const cashOnlyOr = (party: Party, message: ErrorMessage) =>
  party.order.paymentMethod === 'cash' ? message : SERVER_ERRORS.meetupOnlyForCash;

async function meetupChanged(
  tx: Database,
  party: Party,
  order: OrderRow,
  reason: 'meetup_proposed' | 'meetup_agreed',
) {
  const by = { actor: party.role, actorId: party.userId };
  await recordOrderEvents(
    tx,
    [{ orderId: order.id, fromStatus: 'unpaid', toStatus: 'unpaid' }],
    reason,
    by,
  );
  await tellOtherSide(tx, party, order, reason);
}
