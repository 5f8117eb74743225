import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, listings, users } from '../schema';

/**
 * Of these uploads (the UUID every stored file of one upload starts with), those nothing names
 * any more: no listing's book_img, no user's img, no category's img. One statement, one scan of
 * each table, however many are asked about. A reference is matched by the UUID its last path
 * segment after '/uploads/' starts with, so '/uploads/<uuid>-1280.webp' keeps every width of its
 * upload, and an absolute address of this server (https://host/uploads/...) keeps them as well.
 */
export async function unreferencedUploadIds(
  db: Database,
  uploadIds: readonly string[],
): Promise<string[]> {
  if (uploadIds.length === 0) return [];
  const asked = sql.join(
    uploadIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select candidate.name from unnest(array[${asked}]::text[]) as candidate(name)
    except
    select substring(reference from '/uploads/([0-9a-f-]{36})[^/?#]*$') from (
      select ${listings.bookImg} as reference from ${listings}
      union all select ${users.img} from ${users}
      union all select ${categories.img} from ${categories}
    ) as used
    where reference like '%/uploads/%'`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}
