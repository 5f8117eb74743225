import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, orders, payments, users } from '../../db/schema';

/**
 * The fields hostile input would most like to set, per row: roles and verification, listing
 * state and ownership, order status, buyer and price, and recorded payments.
 * Keyed `table id`, each row as `field → value`.
 */
export type Privileges = Map<string, Record<string, string>>;

/**
 * Reads only the columns it keeps: after accepted hostile calls the tables hold 1 MB titles and
 * descriptions, and reading whole rows twice per accepted call was most of a hostile run.
 */
export async function privilegeSnapshot(db: Database): Promise<Privileges> {
  const snapshot: Privileges = new Map();
  const userRows = await db
    .select({ email: users.email, role: users.role, appVerified: users.appVerified })
    .from(users);
  for (const row of userRows) {
    snapshot.set(`users ${row.email}`, { role: row.role, verified: String(row.appVerified) });
  }
  const listingRows = await db
    .select({
      id: listings.id,
      sold: listings.sold,
      adv: listings.adv,
      isVerified: listings.isVerified,
      seller: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId));
  for (const listing of listingRows) {
    snapshot.set(`listings ${listing.id}`, {
      seller: listing.seller,
      sold: String(listing.sold),
      adv: String(listing.adv),
      verified: String(listing.isVerified),
    });
  }
  const orderRows = await db
    .select({
      id: orders.id,
      email: orders.email,
      status: orders.status,
      bookPrice: orders.bookPrice,
      listingId: orders.listingId,
    })
    .from(orders);
  for (const row of orderRows) {
    snapshot.set(`orders ${row.id}`, {
      buyer: row.email,
      status: row.status,
      price: row.bookPrice,
      listing: String(row.listingId),
    });
  }
  const paymentRows = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      email: payments.email,
    })
    .from(payments);
  for (const row of paymentRows) {
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
