import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BalancesDueSchema, SellerBalanceSchema } from '../../../shared/schemas/orderLife';
import type { Database } from '../client';
import { toPrice } from '../columns';
import { orders, sellerLedger, users } from '../schema';

/** The sum of a seller's ledger rows: what the product still owes them. */
const balanceSql = (sellerId: string) =>
  sql<string>`(select coalesce(sum(${sellerLedger.amount}), 0)::numeric(12,2)::text
    from ${sellerLedger} where ${sellerLedger.sellerId} = ${sellerId})`;

/** 'Balance': the seller's balance and every row of their ledger, newest first. */
export async function balanceOf(
  db: Database,
  sellerId: string,
): Promise<z.infer<typeof SellerBalanceSchema>> {
  const [total] = await db
    .select({ balance: balanceSql(sellerId) })
    .from(users)
    .where(eq(users.id, sellerId));
  const rows = await db
    .select({ row: sellerLedger, bookTitle: orders.bookTitle })
    .from(sellerLedger)
    .leftJoin(orders, eq(orders.id, sellerLedger.orderId))
    .where(eq(sellerLedger.sellerId, sellerId))
    .orderBy(desc(sellerLedger.createdAt), desc(sellerLedger.id));
  return {
    balance: toPrice(total?.balance ?? '0'),
    entries: rows.map(({ row, bookTitle }) => ({
      kind: row.kind,
      amount: toPrice(row.amount),
      order_id: row.orderId,
      book_title: bookTitle,
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** The admin's 'Balances due': every seller owed something, most owed first. */
export async function balancesDue(db: Database): Promise<z.infer<typeof BalancesDueSchema>> {
  const balance = sql<string>`sum(${sellerLedger.amount})`;
  const rows = await db
    .select({ sellerId: users.id, name: users.name, email: users.email, balance })
    .from(sellerLedger)
    .innerJoin(users, eq(users.id, sellerLedger.sellerId))
    .groupBy(users.id)
    .having(sql`sum(${sellerLedger.amount}) > 0`)
    .orderBy(desc(balance), users.id);
  return rows.map((row) => ({
    seller_id: row.sellerId,
    name: row.name,
    email: row.email,
    balance: toPrice(row.balance),
  }));
}

interface Payout {
  sellerId: string;
  amount: number;
  note: string;
  adminId: string;
}

/**
 * Records money the admin paid out to a seller, never more than their balance: the seller's row
 * is locked first, so two payouts recorded at once take turns and the second sees the first.
 */
export async function recordPayout(
  db: Database,
  { sellerId, amount, note, adminId }: Payout,
): Promise<{ id: string } | 'unknownSeller' | 'overBalance'> {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: users.id, balance: balanceSql(sellerId) })
      .from(users)
      .where(and(eq(users.id, sellerId), eq(users.role, 'seller')))
      .for('update');
    if (!seller) return 'unknownSeller';
    if (Math.round(amount * 100) > Math.round(toPrice(seller.balance) * 100)) return 'overBalance';
    const [row] = await tx
      .insert(sellerLedger)
      .values({ sellerId, kind: 'payout', amount: (-amount).toFixed(2), note, recordedBy: adminId })
      .returning({ id: sellerLedger.id });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id };
  });
}
