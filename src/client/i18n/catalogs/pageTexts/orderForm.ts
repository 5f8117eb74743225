import { buying } from '../en/buying';

/**
 * The order form (components/buying/OrderModal), fetched with it on the first 'Buy Now!'.
 */
export const catalog = { buying };
