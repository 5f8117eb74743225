import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderActor, OrderEventReason, OrderStatus } from '../../shared/schemas/orderLife';
import type { Database } from '../db/client';
import { toldColumns } from '../db/queries/orderNotifications';
import { orderEvents, orders } from '../db/schema';
import {
  guardOf,
  ORDER_TRANSITIONS,
  type OrderAction,
  outcomeOf,
  type TransitionTimes,
} from './orderStates';

/** Who made a change: in which role, and which person (null for the system). */
export interface ChangedBy {
  actor: OrderActor;
  actorId: string | null;
}

export const BY_SYSTEM: ChangedBy = { actor: 'system', actorId: null };

/** History rows for orders one statement changed (or whose meet-up it changed). */
export async function recordOrderEvents(
  tx: Database,
  changed: { orderId: string; fromStatus: OrderStatus | null; toStatus: OrderStatus }[],
  reason: OrderEventReason,
  by: ChangedBy,
): Promise<void> {
  if (changed.length === 0) return;
  await tx.insert(orderEvents).values(changed.map((row) => ({ ...row, reason, ...by })));
}

/** History rows for orders a system-wide statement moved by `action` (all from one status). */
export const recordBulkTransition = (
  tx: Database,
  action: OrderAction,
  orderIds: string[],
  fromStatus: OrderStatus,
) =>
  recordOrderEvents(
    tx,
    orderIds.map((orderId) => ({ orderId, fromStatus, toStatus: ORDER_TRANSITIONS[action].to })),
    ORDER_TRANSITIONS[action].reason,
    BY_SYSTEM,
  );

/**
 * The book is sold (paid online or handed over): its other open orders are cancelled, with their
 * history rows. Answers them with what telling their buyers needs and their payment intents, to
 * withdraw after the commit.
 */
export async function cancelOrdersOfSoldBook(tx: Database, listingId: string) {
  const cancelled = await tx
    .update(orders)
    .set(outcomeOf('sellElsewhere'))
    .where(and(eq(orders.listingId, listingId), guardOf('sellElsewhere')))
    .returning({ ...toldColumns, intentId: orders.intentId });
  await recordBulkTransition(
    tx,
    'sellElsewhere',
    cancelled.map(({ id }) => id),
    'unpaid',
  );
  return cancelled;
}

interface OneTransition {
  orderId: string;
  action: OrderAction;
  by: ChangedBy;
  /** The caller's own guard: whose order it must be (buyer_id or seller_id = the caller). */
  where: SQL | undefined;
  /** Columns the change writes beside its status (paid_at, handed_over_at...). */
  set?: PgUpdateSetSource<typeof orders>;
  times?: Partial<TransitionTimes>;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * Makes one change of one order, inside the caller's transaction: the row is locked, then ONE
 * UPDATE whose WHERE holds the change's starting statuses and times (guardOf) and the caller's
 * ownership either changes it or matches nothing; its history row goes in beside it. Answers the
 * order as it now is, with the status it left, or undefined when the change was not allowed.
 */
export async function transitionOrder(
  tx: Database,
  { orderId, action, by, where, set, times }: OneTransition,
): Promise<{ fromStatus: OrderStatus; order: OrderRow } | undefined> {
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!before) return undefined;
  const [order] = await tx
    .update(orders)
    .set({ ...outcomeOf(action), ...set })
    .where(and(eq(orders.id, orderId), guardOf(action, times), where))
    .returning();
  if (!order) return undefined;
  await recordOrderEvents(
    tx,
    [{ orderId, fromStatus: before.status, toStatus: order.status }],
    ORDER_TRANSITIONS[action].reason,
    by,
  );
  return { fromStatus: before.status, order };
}
