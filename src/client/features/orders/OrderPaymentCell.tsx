import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { BUYING_TEXTS, LABELS } from '../../../shared/messages';
import type { Order } from '../../../shared/schemas';
import { paths } from '../../app/paths';

type OrderPaymentCellProps = {
  order: Order;
  /** The id of the row's product name, which tells screen readers what 'Pay' is for. */
  titleId: string;
};

/**
 * The payment column (docs/product.md#my-orders): a Pay link while unpaid (with the time it can be
 * paid until, since unpaid orders are cancelled), 'Paid' in green, or 'Cancelled'.
 */
export function OrderPaymentCell({ order, titleId }: OrderPaymentCellProps) {
  if (order.status === 'paid') {
    return <span className="fw-semibold text-success">{LABELS.paid}</span>;
  }
  if (order.status === 'cancelled') {
    return <span className="text-body-secondary">{LABELS.cancelled}</span>;
  }
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <Link
        to={paths.payment.getHref(order._id)}
        className="btn btn-primary btn-sm"
        aria-describedby={titleId}
      >
        {LABELS.pay}
      </Link>
      {order.pay_by && (
        <small className="text-body-secondary">
          <time dateTime={order.pay_by}>
            {BUYING_TEXTS.payBy(format(new Date(order.pay_by), 'PPp'))}
          </time>
        </small>
      )}
    </span>
  );
}
