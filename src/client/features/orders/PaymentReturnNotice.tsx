import { Link } from 'react-router-dom';
import type { OrderDetail, GatewayReturnResult } from '../../../shared/schemas';
import { useGetOrderDetailQuery } from '../../api/orderPageApi';
import { paths } from '../../app/paths';
import { Alert } from '../../components/Alert';
import type { MessageKey } from '../../i18n/catalogShape';
import { useT } from '../../i18n/useT';

/** How often the page asks again while the gateway has not confirmed the payment. */
export const PENDING_POLL_MS = 5_000;

const NOTICES: Record<
  GatewayReturnResult,
  { text: MessageKey; variant: 'info' | 'success' | 'warning' }
> = {
  paid: { text: 'orderPage.returnPaid', variant: 'success' },
  held: { text: 'orderPage.returnHeld', variant: 'info' },
  failed: { text: 'orderPage.returnFailed', variant: 'warning' },
  cancelled: { text: 'orderPage.returnCancelled', variant: 'warning' },
  refunded: { text: 'orderPage.returnRefunded', variant: 'warning' },
  pending: { text: 'orderPage.returnPending', variant: 'info' },
};

type PaymentReturnNoticeProps = { result: GatewayReturnResult; order: OrderDetail };

/**
 * The one message after SSLCommerz sent the buyer back (docs/product.md#the-order-page). While
 * the gateway has not confirmed the payment the order is asked for again until it changes: paid,
 * it says so; ended otherwise, the state above says why.
 */
export function PaymentReturnNotice({ result, order }: PaymentReturnNoticeProps) {
  const t = useT();
  const waiting = result === 'pending' && order.status === 'unpaid';
  useGetOrderDetailQuery(order._id, {
    skip: !waiting,
    pollingInterval: PENDING_POLL_MS,
    skipPollingIfUnfocused: true,
  });

  let shown = result;
  if (result === 'pending' && !waiting) {
    if (order.status !== 'paid') return null;
    shown = 'paid';
  }
  const { text, variant } = NOTICES[shown];
  const payable = (shown === 'failed' || shown === 'cancelled') && order.actions.includes('pay');
  return (
    <Alert variant={variant} className="d-flex flex-wrap align-items-center gap-2">
      <span>
        {t(text)}
        {payable && ` ${t('orderPage.returnStillPayable')}`}
      </span>
      {payable && (
        <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-sm">
          {t('orderPage.payAgain')}
        </Link>
      )}
    </Alert>
  );
}
