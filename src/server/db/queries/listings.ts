import { and, desc, eq } from 'drizzle-orm';
import type { Advertisement } from '../../../shared/schemas/category';
import type { Database } from '../client';
import { toAdvertisement } from '../mappers';
import { listings } from '../schema';

/** Advertised listings that are still available, newest first (a sold book leaves the carousel). */
export async function listAdvertisements(db: Database): Promise<Advertisement[]> {
  const rows = await db
    .select({ id: listings.id, bookImg: listings.bookImg })
    .from(listings)
    .where(and(eq(listings.adv, true), eq(listings.sold, false)))
    .orderBy(desc(listings.postedAt), desc(listings.id));
  return rows.map(toAdvertisement);
}
