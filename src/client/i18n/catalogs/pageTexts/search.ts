import { search } from '../en/search';

/**
 * The search page (features/search): its box, filters, chips, sort and results.
 */
export const catalog = { search };
