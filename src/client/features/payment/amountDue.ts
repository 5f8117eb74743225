import type { PaymentCurrency } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { formattersFor } from '../../i18n/formatters';

/** Poisha or cents are shown only when there are some, then both digits: '250', '250.50'. */
const fractionDigits = (price: number) => (Number.isInteger(price) ? 0 : 2);

/** The original brief's dollar amount, ungrouped: '$250', '$250.50'. */
const dollars = (price: number) => `$${price.toFixed(fractionDigits(price))}`;

/** Taka as the cards write it in English, grouped: 'TK 1,250', 'TK 250.50'. */
const taka = (price: number) =>
  `TK ${price.toLocaleString('en-US', { minimumFractionDigits: fractionDigits(price) })}`;

/**
 * The price in 'Please pay {price} for your order' (payment.pleasePay), in the currency the
 * server charges (GET /payment-config): 'TK 350' / '৳৩৫০', or with dollars '$350' / '$৩৫০'.
 */
export function amountDue(language: Language, currency: PaymentCurrency, price: number): string {
  if (language === 'en') return currency === 'bdt' ? taka(price) : dollars(price);
  const number = formattersFor.bn.number(price);
  return currency === 'bdt' ? `৳${number}` : `$${number}`;
}
