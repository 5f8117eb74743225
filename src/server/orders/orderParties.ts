import { and, eq, or } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import type { Database } from '../db/client';
import { orders, users } from '../db/schema';
import { HttpError, notFound } from '../httpError';
import type { OrderRow } from './orderTransition';

/** The caller as one of an order's two people. */
export interface Party {
  userId: string;
  role: 'buyer' | 'seller';
  order: OrderRow;
}

/**
 * The order and the caller's part in it, found by the caller's e-mail; anyone who is neither its
 * buyer nor its seller (an admin too) reads it as missing, so ids cannot be probed. The route then
 * names which part may act (`requirePart`); the guarded UPDATE checks the part again.
 */
export async function partyOf(db: Database, orderId: string, email: string): Promise<Party> {
  const [row] = await db
    .select({ order: orders, userId: users.id })
    .from(orders)
    .innerJoin(users, or(eq(users.id, orders.buyerId), eq(users.id, orders.sellerId)))
    .where(and(eq(orders.id, orderId), eq(users.email, email.toLowerCase())));
  if (!row) throw notFound(SERVER_ERRORS.orderNotFound);
  return {
    userId: row.userId,
    role: row.order.buyerId === row.userId ? 'buyer' : 'seller',
    order: row.order,
  };
}

export function requirePart(party: Party, role: Party['role']): void {
  if (party.role === role) return;
  throw new HttpError(
    403,
    role === 'buyer' ? SERVER_ERRORS.onlyTheBuyer : SERVER_ERRORS.onlyTheSeller,
  );
}

/** The caller's own side of the order, in SQL: the guard every change of theirs carries. */
export const ownedBy = (party: Party) =>
  party.role === 'buyer' ? eq(orders.buyerId, party.userId) : eq(orders.sellerId, party.userId);
