import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The fields hostile input would most like to set, per row: roles, verification, whether the
 * admin stopped the person's messages, the account a record is bound to, whether its address is
 * proven and its sessions' version, listing state (waiting for approval too) and ownership,
 * order status, buyer and price, and recorded payments.
 * Keyed `table id`, each row as `field → value`.
 */
export type Privileges = Map<string, Record<string, string>>;

/** Each table's privileged fields as JSON arrays of text, in one round trip. */
const PRIVILEGES_QUERY = sql`select
  (select coalesce(json_agg(json_build_array(email, role, app_verified::text,
      (messaging_blocked_at is not null)::text, coalesce(firebase_uid, 'null'),
      email_verified::text, token_version::text)), '[]')
    from users) as users,
  (select coalesce(json_agg(json_build_array(l.id, u.email, l.sold::text, l.adv::text,
      l.is_verified::text, l.awaiting_approval::text)), '[]')
    from listings l join users u on u.id = l.seller_id) as listings,
  (select coalesce(json_agg(json_build_array(id, email, status, book_price::text,
      coalesce(listing_id::text, 'null'))), '[]')
    from orders) as orders,
  (select coalesce(json_agg(json_build_array(id, order_id, amount::text, email)), '[]')
    from payments) as payments`;

type Rows = { rows: Record<'users' | 'listings' | 'orders' | 'payments', string[][]>[] };

/**
 * One query, answered as four JSON values: it runs twice per accepted hostile call, over tables
 * that grow by hundreds of rows in a run, and read row by row it was a good part of the run.
 */
export async function privilegeSnapshot(db: Database): Promise<Privileges> {
  const { rows } = (await db.execute(PRIVILEGES_QUERY)) as unknown as Rows;
  const tables = rows[0]!;
  const snapshot: Privileges = new Map();
  for (const [email, role, verified, blocked, account, emailVerified, version] of tables.users) {
    snapshot.set(`users ${email}`, {
      role: role!,
      verified: verified!,
      messaging_blocked: blocked!,
      account: account!,
      email_verified: emailVerified!,
      token_version: version!,
    });
  }
  for (const [id, seller, sold, adv, verified, awaiting] of tables.listings) {
    snapshot.set(`listings ${id}`, {
      seller: seller!,
      sold: sold!,
      adv: adv!,
      verified: verified!,
      awaiting: awaiting!,
    });
  }
  for (const [id, buyer, status, price, listing] of tables.orders) {
    snapshot.set(`orders ${id}`, {
      buyer: buyer!,
      status: status!,
      price: price!,
      listing: listing!,
    });
  }
  for (const [id, order, amount, email] of tables.payments) {
    snapshot.set(`payments ${id}`, { order: order!, amount: amount!, email: email! });
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
