import { CURRENCY_LABEL_CARD } from './constants';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A price as the cards show it: 'TK 1,250' (docs/product.md#book-cards). Shared, because the
 * server writes it into a book page's link preview (its Open Graph description) too.
 */
export function formatPrice(price: number): string {
  return `${CURRENCY_LABEL_CARD} ${amount.format(price)}`;
}
