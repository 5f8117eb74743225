import { sql } from 'drizzle-orm';
import { listings } from '../schema';

/**
 * Shown to everyone: not waiting for the admin's approval (docs/product.md#listing-approval). A
 * literal, as `sold = false` is: the partial indexes on available listings stay usable in any
 * plan, and this only filters the few rows a new seller's held listings add to a range.
 */
export const approvedLiteral = sql`${listings.awaitingApproval} = false`;
