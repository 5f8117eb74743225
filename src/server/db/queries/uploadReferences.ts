import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, listings, users } from '../schema';

/**
 * Of these stored upload names, those nothing names any more: no listing's book_img, no user's
 * img, no category's img. One statement, one scan of each table, however many names are asked
 * about. A reference is matched by its last path segment after '/uploads/', so an absolute
 * address of this server (https://host/uploads/x.png) keeps its file as well as '/uploads/x.png'.
 */
export async function unreferencedUploads(
  db: Database,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const asked = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select candidate.name from unnest(array[${asked}]::text[]) as candidate(name)
    except
    select substring(reference from '/uploads/([^/?#]+)$') from (
      select ${listings.bookImg} as reference from ${listings}
      union all select ${users.img} from ${users}
      union all select ${categories.img} from ${categories}
    ) as used
    where reference like '%/uploads/%'`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}
