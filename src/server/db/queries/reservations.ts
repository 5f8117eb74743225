import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { listings, orders } from '../schema';

type Reservation = { reserved: true; previousOrderId: string | null } | { reserved: false };

/**
 * Holds the listing for `orderId` for `minutes`, in one statement: it takes (or renews) the hold
 * only if the listing is unsold and free, already this order's, or held by a hold that ran out.
 * The CTE locks the row first, so buyers racing for one listing take turns and only the first
 * finds it free; it also reports which order held it before, whose intent must then be cancelled.
 */
export async function reserveListing(
  db: Database,
  listingId: string,
  orderId: string,
  minutes: number,
): Promise<Reservation> {
  const result = await db.execute(sql`
    with previous as (
      select id, reserved_order_id from ${listings} where id = ${listingId} for update
    )
    update ${listings} as l
    set reserved_order_id = ${orderId}, reserved_until = now() + make_interval(mins => ${minutes})
    from previous
    where l.id = previous.id
      and l.sold = false
      and l.cash_order_id is null
      and (l.reserved_order_id is null or l.reserved_order_id = ${orderId}
           or l.reserved_until < now())
    returning previous.reserved_order_id as previous_order_id`);
  // Both drivers answer { rows }; the shared Database type cannot say which result it is.
  const [row] = (result as unknown as { rows: { previous_order_id: string | null }[] }).rows;
  return row ? { reserved: true, previousOrderId: row.previous_order_id } : { reserved: false };
}

export async function intentIdOfOrder(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ intentId: orders.intentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.intentId ?? null;
}

/**
 * Stores the order's new intent only if the order still has the intent it had when it was read;
 * false when a concurrent request for the same order stored one first (that one is kept).
 */
export async function replaceOrderIntent(
  db: Database,
  orderId: string,
  previousIntentId: string | null,
  intentId: string,
): Promise<boolean> {
  const stored = await db
    .update(orders)
    .set({ intentId })
    .where(
      and(
        eq(orders.id, orderId),
        previousIntentId === null ? isNull(orders.intentId) : eq(orders.intentId, previousIntentId),
      ),
    )
    .returning({ id: orders.id });
  return stored.length === 1;
}
