import type { OrderDetail } from '../../../shared/schemas';
import type { MessageKey } from '../../i18n/catalogShape';
import type { Translate } from '../../i18n/useT';

/**
 * An order's state in words from the reader's side, with the next step: the seller's sentences
 * are those of 'Orders for my books', the buyer's say what My Orders' payment column says.
 */
export function stateInWords(order: OrderDetail, t: Translate): string {
  if (order.status === 'cancelled') {
    return t('orderPage.cancelled', { reason: order.cancel_reason ?? 'other' });
  }
  if (order.status === 'handed_over') return t('orderPage.handedOver');
  const seller = order.side === 'seller';
  let key: MessageKey;
  if (order.status === 'paid')
    key = seller ? 'selling.orderPaidOnline' : 'orderPage.buyerPaidOnline';
  else if (order.payment_method === 'cash') {
    key = seller ? 'selling.orderCashAtMeetup' : 'orderPage.buyerCashAtMeetup';
  } else key = seller ? 'selling.orderAwaitingPayment' : 'orderPage.buyerAwaitingPayment';
  return t(key);
}

/**
 * Whose step it is: the buyer pays an online order; of a meet-up time not yet agreed, the one
 * who did not propose it; otherwise the seller, who confirms the handover with the buyer's code.
 */
export function whoseTurn(order: OrderDetail): OrderDetail['side'] | null {
  if (order.status !== 'unpaid' && order.status !== 'paid') return null;
  if (order.status === 'unpaid' && order.payment_method === 'online') return 'buyer';
  if (order.status === 'unpaid' && !order.meetup_agreed && order.meetup_proposed_by) {
    return order.meetup_proposed_by === 'buyer' ? 'seller' : 'buyer';
  }
  return 'seller';
}

export function nextStepInWords(order: OrderDetail, t: Translate): string {
  const turn = whoseTurn(order);
  if (turn === null) return t('orderPage.nothingNext');
  return turn === order.side
    ? t('orderPage.nextYou')
    : t('orderPage.nextOther', { name: order.other.name });
}
