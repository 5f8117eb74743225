import type { Language } from '../../../shared/languages';
import { formattersFor } from '../../i18n/formatters';

/** Dollars as the English sentence words them: '250', or '250.50' when there are cents. */
const dollars = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/**
 * The price in 'Please pay ${price} for your order' (payment.pleasePay). English keeps the
 * sentence character for character (a text that must not change), its '$' in the message;
 * Bangla says it in taka, '৳২৫০'.
 */
export const amountDue: Record<Language, (price: number) => string> = {
  en: dollars,
  bn: formattersFor.bn.price,
};
