import { and, eq, sql } from 'drizzle-orm';
import { HANDOVER_CODE_LOCK_MINUTES, HANDOVER_CODE_MAX_ATTEMPTS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import type { Database } from '../db/client';
import { insertNotifications } from '../db/queries/notifications';
import { cancellationNotifications } from '../db/queries/orderNotifications';
import { listings, orders, sellerLedger } from '../db/schema';
import { HttpError } from '../httpError';
import { withdrawQuietly } from '../payments/settlement';
import type { IntentDeps } from '../payments/settlementTypes';
import { tellOtherSide } from './orderChanges';
import { ownedBy, type Party, requirePart } from './orderParties';
import { guardOf } from './orderStates';
import { handoverCodeMatches, hashHandoverCode, newHandoverCode } from './handoverCode';
import {
  cancelOrdersOfSoldBook,
  recordOrderEvents,
  transitionOrder,
  type OrderRow,
} from './orderTransition';

/**
 * The buyer's code for an order waiting for its handover (paid online, or cash before the
 * meet-up). Each call makes a new one and only the newest works, so the code is never stored
 * where it could be read back; wrong tries and a lock are kept, so asking again does not reset them.
 */
export async function issueHandoverCode(db: Database, secret: string, party: Party) {
  requirePart(party, 'buyer');
  const code = newHandoverCode();
  const issued = await db
    .update(orders)
    .set({ handoverCodeHash: hashHandoverCode(secret, party.order.id, code) })
    .where(and(eq(orders.id, party.order.id), ownedBy(party), guardOf('handOver')))
    .returning({ id: orders.id });
  if (issued.length !== 1) throw new HttpError(409, SERVER_ERRORS.orderChangeRefused);
  return code;
}

type Attempt =
  | { outcome: 'handedOver'; order: OrderRow; intentsToWithdraw: string[] }
  | { outcome: 'wrong' | 'lockedNow' | 'locked' | 'refused' };

/**
 * The seller types the buyer's code. In one transaction, on the order's locked row: a locked
 * order refuses; a wrong code counts, and the HANDOVER_CODE_MAX_ATTEMPTS-th locks confirming for
 * HANDOVER_CODE_LOCK_MINUTES and tells both people; the right one completes the sale through the
 * guarded `handOver` change. Two tabs typing at once take turns on the row lock, so every try
 * counts and only one completes the sale; a buyer cancelling meanwhile is the other guarded
 * UPDATE of the same row, and exactly one of the two matches.
 */
export async function confirmHandover(
  deps: IntentDeps,
  secret: string,
  party: Party,
  code: string,
): Promise<OrderRow> {
  requirePart(party, 'seller');
  const attempt = await deps.db.transaction(async (tx): Promise<Attempt> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, party.order.id), ownedBy(party), guardOf('handOver')))
      .for('update');
    if (!order) return { outcome: 'refused' };
    if (order.handoverLockedUntil && order.handoverLockedUntil.getTime() > Date.now()) {
      return { outcome: 'locked' };
    }
    if (!handoverCodeMatches(secret, order.id, code, order.handoverCodeHash)) {
      return countWrongCode(tx, party, order);
    }
    return completeSale(tx, party);
  });
  if (attempt.outcome === 'refused') throw new HttpError(409, SERVER_ERRORS.orderChangeRefused);
  if (attempt.outcome === 'wrong') throw new HttpError(400, SERVER_ERRORS.handoverCodeWrong);
  if (attempt.outcome !== 'handedOver') throw new HttpError(423, SERVER_ERRORS.handoverLocked);
  for (const intentId of attempt.intentsToWithdraw) await withdrawQuietly(deps, intentId);
  return attempt.order;
}

async function countWrongCode(tx: Database, party: Party, order: OrderRow): Promise<Attempt> {
  const failed = order.handoverFailedAttempts + 1;
  if (failed < HANDOVER_CODE_MAX_ATTEMPTS) {
    await tx.update(orders).set({ handoverFailedAttempts: failed }).where(eq(orders.id, order.id));
    return { outcome: 'wrong' };
  }
  await tx
    .update(orders)
    .set({
      handoverFailedAttempts: 0,
      handoverLockedUntil: sql`now() + make_interval(mins => ${HANDOVER_CODE_LOCK_MINUTES})`,
    })
    .where(eq(orders.id, order.id));
  const by = { actor: 'seller' as const, actorId: party.userId };
  const unchanged = { orderId: order.id, fromStatus: order.status, toStatus: order.status };
  await recordOrderEvents(tx, [unchanged], 'handover_locked', by);
  await tellOtherSide(tx, party, order, 'handover_locked');
  await tellOtherSide(tx, { role: 'buyer' }, order, 'handover_locked');
  return { outcome: 'lockedNow' };
}

/**
 * The sale completes: the order handed over (a cash one paid in cash now), its code cleared.
 * A cash order's book is sold here and its other buyers' open orders cancelled; an online
 * order's money, held since its payment, is credited to the seller's ledger.
 */
async function completeSale(tx: Database, party: Party): Promise<Attempt> {
  const changed = await transitionOrder(tx, {
    orderId: party.order.id,
    action: 'handOver',
    by: { actor: 'seller', actorId: party.userId },
    where: ownedBy(party),
    set: {
      handedOverAt: sql`now()`,
      paidAt: sql`coalesce(${orders.paidAt}, now())`,
      handoverCodeHash: null,
      handoverFailedAttempts: 0,
      handoverLockedUntil: null,
    },
  });
  if (!changed) return { outcome: 'refused' };
  const { order } = changed;
  let intentsToWithdraw: string[] = [];
  if (order.paymentMethod === 'cash' && order.listingId) {
    intentsToWithdraw = await sellHeldBook(tx, order.listingId, order.id);
  }
  if (order.paymentMethod === 'online' && order.sellerId) {
    await tx.insert(sellerLedger).values({
      sellerId: order.sellerId,
      orderId: order.id,
      kind: 'handover',
      amount: order.bookPrice,
    });
  }
  await tellOtherSide(tx, party, order, 'handed_over');
  return { outcome: 'handedOver', order, intentsToWithdraw };
}

/** The held book is sold to its cash buyer; every other open order of it is cancelled. */
async function sellHeldBook(tx: Database, listingId: string, orderId: string) {
  await tx
    .update(listings)
    .set({ sold: true, adv: false, cashOrderId: null, reservedOrderId: null, reservedUntil: null })
    .where(and(eq(listings.id, listingId), eq(listings.cashOrderId, orderId)));
  const cancelled = await cancelOrdersOfSoldBook(tx, listingId);
  await insertNotifications(tx, cancellationNotifications(cancelled, 'sold_to_another_buyer'));
  return cancelled.flatMap(({ intentId }) => (intentId ? [intentId] : []));
}
