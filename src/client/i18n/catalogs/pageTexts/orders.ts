import { buying } from '../en/buying';
import { orders } from '../en/orders';
import { safety } from '../en/safety';

/**
 * My orders (features/orders): the table, its payment and review cells, the review dialog, and
 * the safety tips for an order's page (components/SafetyTips.tsx).
 */
export const catalog = { buying, orders, safety };
