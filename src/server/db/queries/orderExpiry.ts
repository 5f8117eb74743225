import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Cancels unpaid orders placed more than `ttlMinutes` ago, in one statement, so every server copy
 * may run it at any time (DESIGN.md: jobs are single SQL statements). An order whose listing is
 * still reserved for it (a card payment under way) is left alone until the reservation ends, so
 * a buyer paying at the last minute is not cancelled mid-payment. Answers how many it cancelled.
 */
export async function expireUnpaidOrders(db: Database, ttlMinutes: number): Promise<number> {
  const result = await db.execute(sql`
    update orders set status = 'cancelled'
    where status = 'unpaid'
      and created_at < now() - make_interval(mins => ${ttlMinutes})
      and not exists (
        select 1 from listings
        where listings.reserved_order_id = orders.id and listings.reserved_until > now()
      )`);
  return (
    (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
    (result as { rowCount?: number | null }).rowCount ??
    0
  );
}
