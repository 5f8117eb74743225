import { buying } from '../en/buying';
import { payment } from '../en/payment';

/**
 * The payment page (features/payment): the order summary and the card form.
 */
export const catalog = { buying, payment };
