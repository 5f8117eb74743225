import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, orders, payments, users } from '../../db/schema';

/**
 * The fields hostile input would most like to set, per row: roles and verification, listing
 * state and ownership, order status, buyer and price, and recorded payments.
 * Keyed `table id`, each row as `field → value`.
 */
export type Privileges = Map<string, Record<string, string>>;

export async function privilegeSnapshot(db: Database): Promise<Privileges> {
  const snapshot: Privileges = new Map();
  for (const row of await db.select().from(users)) {
    snapshot.set(`users ${row.email}`, { role: row.role, verified: String(row.appVerified) });
  }
  const listingRows = await db
    .select({ listing: listings, seller: users.email })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId));
  for (const { listing, seller } of listingRows) {
    snapshot.set(`listings ${listing.id}`, {
      seller,
      sold: String(listing.sold),
      adv: String(listing.adv),
      verified: String(listing.isVerified),
    });
  }
  for (const row of await db.select().from(orders)) {
    snapshot.set(`orders ${row.id}`, {
      buyer: row.email,
      status: row.status,
      price: row.bookPrice,
      listing: String(row.listingId),
    });
  }
  for (const row of await db.select().from(payments)) {
    snapshot.set(`payments ${row.id}`, {
      order: row.orderId,
      amount: row.amount,
      email: row.email,
    });
  }
  return snapshot;
}

const describeRow = (row: Record<string, string>) =>
  Object.entries(row)
    .map(([field, value]) => `${field}=${value}`)
    .join(' ');

/**
 * What changed, one line per field: `listings <id> adv: false → true`, or a whole row as
 * `orders <id> added: buyer=… status=unpaid …` and `listings <id> removed`.
 */
export function privilegeChanges(before: Privileges, after: Privileges): string[] {
  const changes: string[] = [];
  for (const [key, row] of after) {
    const old = before.get(key);
    if (!old) {
      changes.push(`${key} added: ${describeRow(row)}`);
      continue;
    }
    for (const [field, value] of Object.entries(row)) {
      if (old[field] !== value) changes.push(`${key} ${field}: ${old[field]} → ${value}`);
    }
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`${key} removed`);
  return changes;
}
