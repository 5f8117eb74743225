import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { pendingWithdrawals } from '../schema';

/** How many failed withdrawals one sweep retries; the next sweep takes the rest. */
const WITHDRAWALS_PER_SWEEP = 100;

/** Remembers an intent whose withdrawal failed; remembering it twice keeps one row. */
export async function rememberWithdrawal(db: Database, intentId: string): Promise<void> {
  await db.insert(pendingWithdrawals).values({ intentId }).onConflictDoNothing();
}

/** The oldest intents still to withdraw. */
export async function pendingWithdrawalIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ intentId: pendingWithdrawals.intentId })
    .from(pendingWithdrawals)
    .orderBy(asc(pendingWithdrawals.createdAt), asc(pendingWithdrawals.intentId))
    .limit(WITHDRAWALS_PER_SWEEP);
  return rows.map((row) => row.intentId);
}

/** The intent's withdrawal is done: cancelled at the provider, or its charge settled. */
export async function forgetWithdrawal(db: Database, intentId: string): Promise<void> {
  await db.delete(pendingWithdrawals).where(eq(pendingWithdrawals.intentId, intentId));
}
