import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { Order } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { useFormat, useT } from '../../i18n/useT';
import { CancelOrderButton } from './CancelOrderButton';
import { HandoverCodeButton } from './HandoverCodeButton';

/** Whether the meet-up is still ahead: until then its buyer may cancel (the server checks again). */
const isBefore = (meetupAt: string) => Date.parse(meetupAt) > Date.now();

type OrderPaymentCellProps = {
  order: Order;
  /** The id of the row's product name, which tells screen readers what 'Pay' is for. */
  titleId: string;
};

/**
 * The payment column (docs/product.md#my-orders), in words with the next step: a Pay link while an
 * online order is unpaid (with the time it can be paid until, since unpaid orders are cancelled);
 * 'Pay in cash when you meet' with the meet-up time for a cash order; 'Paid' in green; then, for
 * either, the handover code to show the seller; 'Handed over', or 'Cancelled'.
 */
export function OrderPaymentCell({ order, titleId }: OrderPaymentCellProps) {
  const t = useT();
  const { dateTime } = useFormat();
  if (order.status === 'handed_over') {
    return <span className="fw-semibold text-success">{t('labels.handedOver')}</span>;
  }
  if (order.status === 'cancelled') {
    return <span className="text-body-secondary">{t('labels.cancelled')}</span>;
  }
  if (order.status === 'paid' || order.payment_method === 'cash') {
    const meetup = order.status === 'unpaid' && order.meetup_at;
    return (
      <span className="d-inline-flex flex-column align-items-start gap-1">
        {order.status === 'paid' ? (
          <span className="fw-semibold text-success">{t('labels.paid')}</span>
        ) : (
          <span>{t('buying.payInCash')}</span>
        )}
        {meetup && (
          <small className="text-body-secondary">
            <time dateTime={meetup}>
              {t('buying.meetupAt', { when: dateTime(meetup, (date) => format(date, 'PPp')) })}
            </time>
          </small>
        )}
        <HandoverCodeButton orderId={order._id} titleId={titleId} />
        {meetup && isBefore(meetup) && <CancelOrderButton orderId={order._id} titleId={titleId} />}
      </span>
    );
  }
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <Link
        to={paths.payment.getHref(order._id)}
        className="btn btn-primary btn-sm"
        aria-describedby={titleId}
      >
        {t('labels.pay')}
      </Link>
      {order.pay_by && (
        <small className="text-body-secondary">
          <time dateTime={order.pay_by}>
            {t('buying.payBy', {
              // 'PPp' in English, as the original answer showed it; Bangla has its own order.
              when: dateTime(order.pay_by, (date) => format(date, 'PPp')),
            })}
          </time>
        </small>
      )}
    </span>
  );
}
