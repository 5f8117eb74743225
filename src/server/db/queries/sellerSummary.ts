import { sql } from 'drizzle-orm';
import type { SellerSummary } from '../../../shared/schemas/report';
import type { Database } from '../client';
import { isoOf } from '../columns';
import { toSellerRating } from './userMappers';

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  created_at: Date | string;
  rating_sum: number;
  rating_count: number;
  listings: number;
  sales: number;
  open_reports: number;
}

/**
 * What the admin weighs before verifying a seller (GET /admin/sellers/{id}/summary): when they
 * joined, their books for sale, their sales (paid orders, which outlive a deleted listing), their
 * rating and the open reports about them. Undefined when the id names no seller. One query; the
 * sales count reads the orders table by the e-mail orders keep, which is fine for one seller at
 * a time on an admin's click.
 */
export async function findSellerSummary(
  db: Database,
  sellerId: string,
): Promise<SellerSummary | undefined> {
  const { rows } = (await db.execute(sql`
    select u.id, u.name, u.email, u.created_at, u.rating_sum, u.rating_count,
      (select count(*)::int from listings l where l.seller_id = u.id and not l.sold) as listings,
      (select count(*)::int from orders o
        where o.seller_email = u.email and o.status in ('paid', 'handed_over')) as sales,
      (select count(*)::int from reports r
        where r.reported_user_id = u.id and r.resolved_at is null) as open_reports
    from users u where u.id = ${sellerId} and u.role = 'seller'`)) as unknown as {
    rows: SummaryRow[];
  };
  const [row] = rows;
  return (
    row && {
      _id: row.id,
      name: row.name,
      email: row.email,
      joined_at: isoOf(row.created_at),
      listings: Number(row.listings),
      sales: Number(row.sales),
      rating: toSellerRating(Number(row.rating_sum), Number(row.rating_count)),
      open_reports: Number(row.open_reports),
    }
  );
}
