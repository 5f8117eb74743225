import { admin } from '../en/admin';

/**
 * The admin's lists of buyers and sellers (features/admin).
 */
export const catalog = { admin };
