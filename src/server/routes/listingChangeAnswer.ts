import { SERVER_ERRORS } from '../../shared/messages';
import type { UpdateResult } from '../../shared/schemas/common';
import type { Database } from '../db/client';
import { findListingState } from '../db/queries/listings';
import { HttpError, notFound } from '../httpError';

interface ListingChange {
  id: string;
  /** The signed-in seller; only their own listings change. */
  sellerEmail: string;
  /** Rows the guarded UPDATE changed: 1, or 0 when its WHERE matched nothing. */
  modified: number;
  /** Advertising needs an available listing; a sold one is a conflict, not a no-op. */
  needsAvailable?: boolean;
}

/**
 * The answer to a change of a seller's own listing (advertise, stop advertising, confirm).
 * The change already ran as one guarded UPDATE; when it changed nothing, the listing is read to
 * say why: unknown (404), someone else's (403), sold (409, advertising only), or simply already
 * in that state (200 with modifiedCount 0, so repeating a call is harmless).
 */
export async function answerListingChange(
  db: Database,
  { id, sellerEmail, modified, needsAvailable = false }: ListingChange,
): Promise<UpdateResult> {
  if (modified === 0) {
    const listing = await findListingState(db, id);
    if (!listing) throw notFound(SERVER_ERRORS.listingNotFound);
    if (listing.sellerEmail !== sellerEmail) throw new HttpError(403, SERVER_ERRORS.notYourListing);
    if (needsAvailable && listing.sold) throw new HttpError(409, SERVER_ERRORS.listingSold);
  }
  return { acknowledged: true, matchedCount: 1, modifiedCount: modified };
}
