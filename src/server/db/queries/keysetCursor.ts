import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

interface NewestFirstKey {
  /** The table paged, and its (time, id) sort key, newest first. */
  table: PgTable;
  time: PgColumn;
  id: PgColumn;
  /** Only a row of the same list may be the cursor (`cursor.<column> = value`). */
  within?: { column: PgColumn; value: string } | undefined;
}

/**
 * Keyset paging newest first (docs/decisions/0014): the rows strictly after the cursor row, by
 * `(time, id) < (cursor's time, cursor's id)`. The cursor's time is read inside the query (a JS
 * Date would cut PostgreSQL's microseconds), and the row comparison is an index condition of the
 * list's (…, time desc, id desc) index, so a deep page costs what the first one does. A cursor
 * that names no row (or no row `within` the list) makes the comparison null: an empty page, which
 * the caller tells from the end of the list with one more query, only then.
 */
export function olderThanCursor(
  { table, time, id, within }: NewestFirstKey,
  cursorId: string,
): SQL {
  const column = (of: PgColumn) => sql`cursor.${sql.identifier(of.name)}`;
  const sameList = within ? sql` and ${column(within.column)} = ${within.value}::uuid` : sql``;
  const cursorTime = sql`(select ${column(time)} from ${table} cursor where ${column(id)} = ${cursorId}::uuid${sameList})`;
  return sql`(${time}, ${id}) < (${cursorTime}, ${cursorId}::uuid)`;
}
