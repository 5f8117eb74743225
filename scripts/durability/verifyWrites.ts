import type { ProductApi } from './productApi';
import type { AcknowledgedWrite } from './writeLoad';

export interface Verification {
  found: number;
  missing: AcknowledgedWrite[];
}

/**
 * Reads back, through the restarted server's own API as its users would, every write it had
 * acknowledged: the seller's listings (My Products), the buyer's wishlist and orders.
 */
export async function verifyWrites(
  api: ProductApi,
  writes: readonly AcknowledgedWrite[],
): Promise<Verification> {
  const [listings, wishlist, orders] = await Promise.all([
    api.listingIdsOfSeller(),
    api.wishlistIds(),
    api.orderIds(),
  ]);
  const stored = { listing: listings, wishlist, order: orders };
  const missing = writes.filter((write) => !stored[write.kind].has(write.id));
  return { found: writes.length - missing.length, missing };
}
