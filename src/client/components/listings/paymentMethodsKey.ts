import type { PaymentMethod } from '../../../shared/constants';
import type { MessageKey } from '../../i18n/catalogShape';

/** How the seller of a listing takes payment, in the words of its card and its page. */
export function paymentMethodsKey(methods: readonly PaymentMethod[]): MessageKey {
  const online = methods.includes('online');
  const cash = methods.includes('cash');
  if (online && cash) return 'listing.payment_both';
  return online ? 'listing.payment_online' : 'listing.payment_cash';
}
