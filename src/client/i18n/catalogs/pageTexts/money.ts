import { money } from '../en/money';

/** A seller's Balance and the admin's Balances due and Order problems (features/money). */
export const catalog = { money };
