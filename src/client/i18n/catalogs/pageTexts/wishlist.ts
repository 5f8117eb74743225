import { buying } from '../en/buying';
import { wishlist } from '../en/wishlist';

/**
 * My wishlist (features/wishlist): its cards say whether a book is still for sale.
 */
export const catalog = { buying, wishlist };
