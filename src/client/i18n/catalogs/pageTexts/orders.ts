import { buying } from '../en/buying';
import { orders } from '../en/orders';

/**
 * My orders (features/orders): the table, its payment and review cells, the review dialog.
 */
export const catalog = { buying, orders };
