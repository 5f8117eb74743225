import { forms } from '../en/forms';
import { selling } from '../en/selling';

/**
 * The seller's pages (features/selling): the listing form with its picture field, my listings.
 */
export const catalog = { forms, selling };
