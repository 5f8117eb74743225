import { sellerPage } from '../en/sellerPage';

/**
 * A seller's public page (features/seller): its header, books, reviews and the admin's removal
 * dialog.
 */
export const catalog = { sellerPage };
