import { sql } from 'drizzle-orm';
import { REPORTS_PAGE_SIZE } from '../../../shared/constants';
import type {
  Report,
  ReportList,
  ReportOutcome,
  ReportStatus,
  ReportTargetKind,
} from '../../../shared/schemas/report';
import type { Database } from '../client';
import { isoOf } from '../columns';

/**
 * The admin's queue (GET /admin/reports, docs/product.md#reports): open reports oldest first, or
 * the latest resolved, each with what the card shows of the thing as it is now (gone: nulls).
 */

interface PersonColumns {
  id: string;
  name: string;
  email: string;
  blocked: boolean;
}

/** One row of the queue's select, snake_case as written below. */
interface ReportRow {
  id: string;
  target_kind: ReportTargetKind;
  target_id: string | null;
  target_title: string;
  reason: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  outcome: ReportOutcome | null;
  note: string | null;
  img: string | null;
  listing_id: string | null;
  seller_id: string | null;
  rating: number | null;
  comment: string | null;
  reporter: PersonColumns;
  reported: PersonColumns | null;
  open_about_target: number;
}

const person = (p: PersonColumns) => ({
  _id: p.id,
  name: p.name,
  email: p.email,
  sending_blocked: p.blocked,
});

export function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    kind: row.target_kind,
    target_id: row.target_id,
    title: row.target_title,
    img: row.img ?? '',
    listing_id: row.listing_id,
    seller_id: row.seller_id,
    review: row.rating === null ? null : { rating: Number(row.rating), comment: row.comment ?? '' },
    reason: row.reason,
    created_at: isoOf(row.created_at),
    reporter: person(row.reporter),
    reported: row.reported && person(row.reported),
    open_about_target: Number(row.open_about_target),
    resolution:
      row.resolved_at === null || row.outcome === null
        ? null
        : { outcome: row.outcome, note: row.note ?? '', resolved_at: isoOf(row.resolved_at) },
  };
}

const personJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email,
    'blocked', ${alias}.messaging_blocked_at is not null)`);

/** Open reports oldest first (a queue), resolved ones newest first; each on its partial index. */
const ORDER = {
  open: sql`r.resolved_at is null order by r.created_at, r.id`,
  resolved: sql`r.resolved_at is not null order by r.resolved_at desc, r.id desc`,
} satisfies Record<ReportStatus, unknown>;

export async function listReports(db: Database, status: ReportStatus): Promise<ReportList> {
  const target = sql`coalesce(r.listing_id, r.review_id, r.conversation_id)`;
  const { rows } = (await db.execute(sql`
    select r.id, r.target_kind, ${target} as target_id, r.target_title, r.reason, r.created_at,
      r.resolved_at, r.outcome, r.note,
      coalesce(l.book_img, c.book_img) as img,
      coalesce(l.id, c.listing_id) as listing_id,
      rv.seller_id, rv.rating, rv.comment,
      ${personJson('rep')} as reporter,
      case when red.id is null then null else ${personJson('red')} end as reported,
      (select count(*)::int from reports o
        where o.resolved_at is null and o.target_kind = r.target_kind
          and coalesce(o.listing_id, o.review_id, o.conversation_id) = ${target}) as open_about_target
    from reports r
    join users rep on rep.id = r.reporter_id
    left join users red on red.id = r.reported_user_id
    left join listings l on l.id = r.listing_id
    left join reviews rv on rv.id = r.review_id
    left join conversations c on c.id = r.conversation_id
    where ${ORDER[status]}
    limit ${REPORTS_PAGE_SIZE}`)) as unknown as { rows: ReportRow[] };
  const { rows: counted } = (await db.execute(sql`
    select count(*)::int as n from reports r
     where r.resolved_at is ${status === 'open' ? sql`null` : sql`not null`}`)) as unknown as {
    rows: { n: number }[];
  };
  return { items: rows.map(toReport), total: Number(counted[0]?.n ?? 0) };
}
