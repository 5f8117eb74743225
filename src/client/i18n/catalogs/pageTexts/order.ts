import { buying } from '../en/buying';
import { orderPage } from '../en/orderPage';
import { orders } from '../en/orders';
import { safety } from '../en/safety';
import { selling } from '../en/selling';

/**
 * The order page (features/orders/OrderPage.tsx): its own texts, the buyer's handover code and
 * cancelling (buying), the seller's code entry and 'The buyer did not come' (selling), the
 * safety tips.
 */
export const catalog = { buying, orderPage, orders, safety, selling };
